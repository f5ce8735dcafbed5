import { lazy, Suspense, useId, useState } from 'react';
import { formatDate } from '../../format/format';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Select } from '../Select';
import { ErrorText, Fieldset, Hint } from './FilterBar.styles';
import { periodPresets, presetPeriod, type Period, type PeriodPreset } from './period';

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

// The date fields (and the mask they type through) come only with 'Personalizado': a list's first visit is a preset.
const CustomPeriod = lazy(() => import('./CustomPeriod').then((module) => ({ default: module.CustomPeriod })));

/**
 * The period of a list or dashboard: pt-BR presets, or two dates for 'Personalizado' applied with a button.
 * The range is checked before it is applied, so a bad period is said, not sent.
 */
export function PeriodPicker({ value, onChange, today, monthsBack = 12, label, disabled }: PeriodPickerProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [problem, setProblem] = useState<string | null>(null);
  const summaryId = useId();

  const choose = (preset: PeriodPreset) => {
    setProblem(null);
    if (preset === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange(presetPeriod(preset, today));
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
        <Suspense fallback={null}>
          <CustomPeriod
            value={value}
            today={today}
            monthsBack={monthsBack}
            disabled={disabled}
            onApply={onChange}
            onProblem={setProblem}
          />
        </Suspense>
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
