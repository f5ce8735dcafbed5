import { useId, useState, type FormEvent } from 'react';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { TextField } from '../TextField';
import { formatMoney } from '../../format/format';
import { MONEY_MAX_LENGTH } from '../../masks/moneyLength';
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

const shown = (value: number | null) => (value === null ? '' : formatMoney(value));
/**
 * Centavos of what was typed as people write money ('1000', '1.000,5' → 100050); nothing typed is no bound. Without
 * the input masks' module: a list's first visit does not carry it.
 */
function cents(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const [whole = '', fraction = ''] = text.split(',');
  return Number(`${whole.replace(/\D/g, '')}${fraction.replace(/\D/g, '').padEnd(2, '0').slice(0, 2)}`);
}

/**
 * Minimum and maximum amount in reais, typed as people write them ('1000', '1.000,50'), applied on Enter or when a
 * field is left, and then shown as money. No input mask: a list's first visit does not load one.
 */
export function AmountRange({ value, onChange, disabled }: AmountRangeProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [draft, setDraft] = useState({ min: shown(value.min), max: shown(value.max) });
  const [applied, setApplied] = useState(value);
  const [problem, setProblem] = useState(false);
  const problemId = useId();
  const tiedToProblem = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  if (applied.min !== value.min || applied.max !== value.max) {
    setApplied(value);
    setDraft({ min: shown(value.min), max: shown(value.max) });
  }
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const next = { min: cents(draft.min), max: cents(draft.max) };
    if (next.min !== null && next.max !== null && next.min > next.max) {
      setProblem(true);
      return;
    }
    setProblem(false);
    // What was typed ('1000', '1.000,5') is shown as money once applied.
    setDraft({ min: shown(next.min), max: shown(next.max) });
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };
  /** Digits and the money's own marks only; a letter never enters. */
  const typed = (text: string) => text.replace(/[^\d.,R$\s]/g, '');
  return (
    <form
      onSubmit={apply}
      data-component="AmountRange"
      aria-label={`${messages.amountFrom} e ${messages.amountTo.toLowerCase()}`}
    >
      <Row>
        <TextField
          label={messages.amountFrom}
          inputMode="decimal"
          maxLength={MONEY_MAX_LENGTH}
          value={draft.min}
          disabled={disabled}
          {...tiedToProblem}
          onChange={(event) => setDraft((d) => ({ ...d, min: typed(event.target.value) }))}
          onBlur={() => apply()}
        />
        <TextField
          label={messages.amountTo}
          inputMode="decimal"
          maxLength={MONEY_MAX_LENGTH}
          value={draft.max}
          disabled={disabled}
          {...tiedToProblem}
          onChange={(event) => setDraft((d) => ({ ...d, max: typed(event.target.value) }))}
          onBlur={() => apply()}
        />
      </Row>
      {problem && (
        <ErrorText id={problemId} role="alert">
          {messages.amountInvalid}
        </ErrorText>
      )}
      <button type="submit" hidden />
    </form>
  );
}
