import { useId, useState } from 'react';
import { formatDate } from '../../format/format';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { Select } from '../Select';
import { DateField } from '../DateField';
import { ErrorText, Fieldset, Hint, Row } from './FilterBar.styles';
import { earliestStart, periodPresets, periodProblem, presetPeriod, type Period, type PeriodPreset } from './period';

export interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
  /** Today in São Paulo ('YYYY-MM-DD'); the host's clock, so stories and tests can fix it. */
  today: string;
  /** How far back a period may start (12 months: the platform terms' statement access). */
  monthsBack?: number;
  label?: string;
  disabled?: boolean;
}

/**
 * The period of a list or dashboard: pt-BR presets, or two dates for 'Personalizado' applied with a button.
 * The range is checked before it is applied, so a bad period is said, not sent.
 */
export function PeriodPicker({ value, onChange, today, monthsBack = 12, label, disabled }: PeriodPickerProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [from, setFrom] = useState(value.from);
  const [to, setTo] = useState(value.to);
  const [problem, setProblem] = useState<string | null>(null);
  const summaryId = useId();
  const earliest = earliestStart(today, monthsBack);

  const choose = (preset: PeriodPreset) => {
    setProblem(null);
    if (preset === 'custom') {
      setCustom(true);
      setFrom(value.from);
      setTo(value.to);
      return;
    }
    setCustom(false);
    onChange(presetPeriod(preset, today));
  };
  const apply = () => {
    const found = periodProblem(from, to, today, monthsBack);
    if (found) {
      setProblem(
        found === 'tooOld'
          ? messages.periodTooOld(formatDate(earliest))
          : found === 'inFuture'
            ? messages.periodInFuture
            : messages.periodInvalid,
      );
      return;
    }
    setProblem(null);
    onChange({ preset: 'custom', from, to });
  };

  return (
    <Fieldset as="div" role="group" data-component="PeriodPicker" aria-describedby={summaryId}>
      <Select
        label={label ?? messages.period}
        disabled={disabled}
        placeholder={false}
        options={periodPresets.map((preset) => ({ value: preset, label: messages.presets[preset] }))}
        value={custom ? 'custom' : value.preset}
        onChange={(event) => choose(event.target.value as PeriodPreset)}
      />
      {custom && (
        <Row>
          <DateField label={messages.periodFrom} value={from} onValueChange={setFrom} />
          <DateField label={messages.periodTo} value={to} onValueChange={setTo} />
          <Button variant="secondary" onClick={apply} disabled={disabled}>
            {messages.applyPeriod}
          </Button>
        </Row>
      )}
      {problem ? (
        <ErrorText role="alert">{problem}</ErrorText>
      ) : (
        <Hint id={summaryId}>
          {formatDate(value.from)} – {formatDate(value.to)} · {messages.periodLimit(monthsBack)}
        </Hint>
      )}
    </Fieldset>
  );
}
