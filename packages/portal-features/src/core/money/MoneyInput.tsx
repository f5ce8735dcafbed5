import { MaskedField, masks } from '@painel/ui';
import { useEffect, useRef, useState } from 'react';

const textOf = (cents: number) => (cents > 0 ? masks.money.format(String(cents)) : '');

/**
 * A money field over centavos: it keeps what is typed as typed, and takes a new value from outside only when it
 * really changes there (a duplicated link), so the mask never fights the typing.
 */
export function MoneyInput({
  label,
  cents,
  error,
  onChange,
}: {
  label: string;
  cents: number;
  error?: string;
  onChange: (cents: number) => void;
}) {
  const [text, setText] = useState(() => textOf(cents));
  const last = useRef(cents);
  useEffect(() => {
    if (cents === last.current) return;
    last.current = cents;
    setText(textOf(cents));
  }, [cents]);
  return (
    <MaskedField
      mask="money"
      label={label}
      value={text}
      error={error}
      onValueChange={(masked) => {
        const value = Number(masks.money.unformat(masked) || 0);
        last.current = value;
        setText(masked);
        onChange(value);
      }}
    />
  );
}
