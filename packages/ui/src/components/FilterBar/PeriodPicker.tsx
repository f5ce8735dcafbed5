import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react';
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

/** Keys that change a closed native select's option one by one (Windows and Linux browsers). */
const STEPPING_KEYS = /^(Arrow|Page|Home|End)/;

/**
 * The period of a list or dashboard: pt-BR presets, or two dates for 'Personalizado' applied with a button.
 * The range is checked before it is applied, so a bad period is said, not sent. A preset picked with the pointer
 * applies at once; one reached with the arrow keys applies on Enter or when the field is left, not at every option
 * passed on the way (each would reload the list).
 */
export function PeriodPicker({ value, onChange, today, monthsBack = 12, label, disabled }: PeriodPickerProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const [custom, setCustom] = useState(value.preset === 'custom');
  const [problem, setProblem] = useState<string | null>(null);
  const summaryId = useId();
  const problemId = useId();
  const [stepped, setStepped] = useState<PeriodPreset | null>(null);
  const steppingByKey = useRef(false);

  const choose = (preset: PeriodPreset) => {
    setStepped(null);
    setProblem(null);
    if (preset === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange(presetPeriod(preset, today));
  };
  const applyStepped = () => {
    if (stepped !== null) choose(stepped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLSelectElement>) => {
    if (STEPPING_KEYS.test(event.key)) steppingByKey.current = true;
    // Enter applies what the arrows reached; it does not also open the list (Linux browsers do, and its Tab would
    // then pick the option the list opened on).
    if (event.key === 'Enter' && stepped !== null) {
      event.preventDefault();
      applyStepped();
    }
  };
  const name = label ?? messages.period;
  return (
    <Fieldset as="div" role="group" aria-label={name} data-component="PeriodPicker" aria-describedby={summaryId}>
      <Select
        label={name}
        disabled={disabled}
        placeholder={false}
        options={periodPresets.map((preset) => ({ value: preset, label: messages.presets[preset] }))}
        value={stepped ?? (custom ? 'custom' : value.preset)}
        onKeyDown={onKeyDown}
        onBlur={applyStepped}
        onChange={(event) => {
          const preset = event.target.value as PeriodPreset;
          if (steppingByKey.current) {
            steppingByKey.current = false;
            setStepped(preset);
            return;
          }
          choose(preset);
        }}
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
            problemId={problem ? problemId : undefined}
          />
        </Suspense>
      )}
      {problem ? (
        <ErrorText id={problemId} role="alert">
          {problem}
        </ErrorText>
      ) : (
        <Hint id={summaryId}>
          {formatDate(value.from)} – {formatDate(value.to)} · {messages.periodLimit(monthsBack)}
        </Hint>
      )}
    </Fieldset>
  );
}
