import { useState } from 'react';
import { formatDate } from '../../format/format';
import { useUiMessageGroup } from '../../messages';
import { dateMessages } from '../../messages/date';
import { MaskedField } from '../MaskedField';
import type { MaskedFieldProps } from '../MaskedField/maskedFieldProps';
import { brDateOf, isoOfBrDate } from './brDate';

export interface DateFieldProps extends Omit<
  MaskedFieldProps,
  'mask' | 'value' | 'defaultValue' | 'onValueChange' | 'min' | 'max'
> {
  /** The date as the API takes it, 'AAAA-MM-DD', or '' for none. */
  value: string;
  /** 'AAAA-MM-DD' once a whole, real date within min and max is typed; '' while there is none. */
  onValueChange: (iso: string) => void;
  /** The first and last days allowed ('AAAA-MM-DD'). */
  min?: string;
  max?: string;
}

/**
 * A date typed as dd/mm/aaaa, the way the portal writes dates everywhere: a browser's own date input follows the
 * browser's language (an English one shows mm/dd/yyyy, D19). What is half typed stays in the field; the form gets
 * a date only when it is whole and real, and the field says why otherwise.
 */
export function DateField({ value, onValueChange, min, max, error, hint, ...rest }: DateFieldProps) {
  const messages = useUiMessageGroup('date', dateMessages);
  const [text, setText] = useState(() => brDateOf(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (a preset, a reset) shows; one this field reported does not retype what is there.
  if (value !== seen) {
    setSeen(value);
    const typed = isoOfBrDate(text);
    if (!(value === '' ? typed === null : typed === value)) setText(brDateOf(value));
  }
  const iso = isoOfBrDate(text);
  const outOfRange = iso !== null && ((min !== undefined && iso < min) || (max !== undefined && iso > max));
  const problem =
    text.length === 10 && iso === null
      ? messages.invalid
      : outOfRange
        ? messages.range(formatDate(min ?? '0001-01-01'), formatDate(max ?? '9999-12-31'))
        : undefined;
  const change = (masked: string) => {
    setText(masked);
    const next = isoOfBrDate(masked);
    const allowed = next !== null && !((min !== undefined && next < min) || (max !== undefined && next > max));
    onValueChange(allowed ? next : '');
  };
  return (
    <MaskedField
      {...rest}
      mask="date"
      placeholder={messages.hint}
      hint={hint}
      error={error ?? problem}
      value={text}
      onValueChange={change}
    />
  );
}
