import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Chip, Chips, Fieldset, Hint } from './FilterBar.styles';

export interface ChipOption<V extends string> {
  value: V;
  label: string;
}

export interface ChipSelectProps<V extends string> {
  label: string;
  options: readonly ChipOption<V>[];
  /** The chosen values; none chosen means all. */
  value: readonly V[];
  onChange: (value: V[]) => void;
  disabled?: boolean;
}

/** A multi-choice filter as toggle chips (status, method, brand): each a button that says whether it is on. */
export function ChipSelect<V extends string>({ label, options, value, onChange, disabled }: ChipSelectProps<V>) {
  const messages = useUiMessageGroup('data', dataMessages);
  const chosen = new Set(value);
  return (
    <Fieldset data-component="ChipSelect" disabled={disabled}>
      <legend>{label}</legend>
      <Chips>
        {options.map((option) => {
          const on = chosen.has(option.value);
          return (
            <Chip
              key={option.value}
              type="button"
              aria-pressed={on}
              onClick={() =>
                onChange(options.map((o) => o.value).filter((v) => (v === option.value ? !on : chosen.has(v))))
              }
            >
              {on && <span aria-hidden="true">✓</span>}
              {option.label}
            </Chip>
          );
        })}
      </Chips>
      <Hint>{messages.selected(options.filter((o) => chosen.has(o.value)).map((o) => o.label))}</Hint>
    </Fieldset>
  );
}
