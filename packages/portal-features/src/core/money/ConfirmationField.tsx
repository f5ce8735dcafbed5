import { PasswordField, TextField } from '@painel/ui';
import { useMessages } from '../copy/MessagesContext';
import { moneyMessages } from './messages';

export interface ConfirmationFieldProps {
  /** How the account confirms a money action: its 2FA code where it uses 2FA, else its password. */
  confirmWith: 'password' | 'code';
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The password or the 2FA code that confirms a money action (transfer, approval, anticipation). */
export function ConfirmationField({ confirmWith, value, onChange, error }: ConfirmationFieldProps) {
  const m = useMessages('money', moneyMessages).confirmation;
  return confirmWith === 'code' ? (
    <TextField
      label={m.code}
      hint={m.codeHint}
      value={value}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      error={error}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  ) : (
    <PasswordField
      label={m.password}
      value={value}
      autoComplete="current-password"
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
