import { PasswordField, type PasswordFieldProps } from '@painel/ui';

/** A new password and its confirmation (registration, reset), with the rules as the first field's hint. */
export function NewPasswordFields({
  password,
  confirmation,
  labels,
}: {
  password: Omit<PasswordFieldProps, 'label'>;
  confirmation: Omit<PasswordFieldProps, 'label'>;
  labels: { password: string; hint: string; confirmation: string };
}) {
  return (
    <>
      <PasswordField {...password} label={labels.password} hint={labels.hint} autoComplete="new-password" required />
      <PasswordField {...confirmation} label={labels.confirmation} autoComplete="new-password" required />
    </>
  );
}
