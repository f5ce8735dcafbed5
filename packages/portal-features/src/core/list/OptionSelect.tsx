import { Select } from '@painel/ui';

/**
 * A list filter of one option or none (`anyLabel`, 'Todas'): its words by value, null when none is chosen. A call
 * rather than a component, so a screen's row of filters reads one line each.
 */
export function optionSelect<T extends string>(
  label: string,
  anyLabel: string,
  value: T | null,
  options: Record<T, string>,
  onChange: (value: T | null) => void,
) {
  return (
    <Select
      key={label}
      label={label}
      value={value ?? ''}
      placeholder={false}
      options={[
        { value: '', label: anyLabel },
        ...Object.entries(options).map(([key, text]) => ({ value: key, label: String(text) })),
      ]}
      onChange={(event) => onChange(event.target.value === '' ? null : (event.target.value as T))}
    />
  );
}
