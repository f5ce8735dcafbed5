import { useState, type FormEvent } from 'react';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { MaskedField } from '../MaskedField';
import { masks } from '../../masks';
import { ErrorText, Row } from './FilterBar.styles';

export interface AmountRangeValue {
  /** Centavos, or null for no bound. */
  min: number | null;
  max: number | null;
}

export interface AmountRangeProps {
  value: AmountRangeValue;
  onChange: (value: AmountRangeValue) => void;
  disabled?: boolean;
}

const shown = (cents: number | null) => (cents === null ? '' : masks.money.format(cents / 100));
const cents = (digits: string) => (digits === '' ? null : Number(digits));

/** Minimum and maximum amount in reais (money mask), applied on Enter or when a field is left. */
export function AmountRange({ value, onChange, disabled }: AmountRangeProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [draft, setDraft] = useState({ min: shown(value.min), max: shown(value.max) });
  const [applied, setApplied] = useState(value);
  const [problem, setProblem] = useState(false);
  if (applied.min !== value.min || applied.max !== value.max) {
    setApplied(value);
    setDraft({ min: shown(value.min), max: shown(value.max) });
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const next = { min: cents(masks.money.unformat(draft.min)), max: cents(masks.money.unformat(draft.max)) };
    if (next.min !== null && next.max !== null && next.min > next.max) {
      setProblem(true);
      return;
    }
    setProblem(false);
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };
  return (
    <form
      onSubmit={apply}
      data-component="AmountRange"
      aria-label={`${messages.amountFrom} e ${messages.amountTo.toLowerCase()}`}
    >
      <Row>
        <MaskedField
          mask="money"
          label={messages.amountFrom}
          inputMode="numeric"
          value={draft.min}
          disabled={disabled}
          onValueChange={(masked) => setDraft((d) => ({ ...d, min: masked }))}
          onBlur={() => apply()}
        />
        <MaskedField
          mask="money"
          label={messages.amountTo}
          inputMode="numeric"
          value={draft.max}
          disabled={disabled}
          onValueChange={(masked) => setDraft((d) => ({ ...d, max: masked }))}
          onBlur={() => apply()}
        />
      </Row>
      {problem && <ErrorText role="alert">{messages.amountInvalid}</ErrorText>}
      <button type="submit" hidden />
    </form>
  );
}
