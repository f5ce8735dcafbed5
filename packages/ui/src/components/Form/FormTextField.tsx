// One module per helper: a form imports only the controls it uses (a mask library stays out of the login page).
import { TextField, type TextFieldProps } from '../TextField';
import { FormField, type Named } from './FormField';

export function FormTextField({ name, ...props }: Named<TextFieldProps>) {
  return (
    <FormField
      name={name}
      render={(field, error) => (
        <TextField {...props} {...field} value={(field.value as string | undefined) ?? ''} error={error} />
      )}
    />
  );
}
