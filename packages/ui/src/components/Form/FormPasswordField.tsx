// One module per helper: a form imports only the controls it uses (a mask library stays out of the login page).
import { PasswordField, type PasswordFieldProps } from '../PasswordField';
import { FormField, type Named } from './FormField';

export function FormPasswordField({ name, ...props }: Named<PasswordFieldProps>) {
  return (
    <FormField
      name={name}
      render={(field, error) => (
        <PasswordField {...props} {...field} value={(field.value as string | undefined) ?? ''} error={error} />
      )}
    />
  );
}
