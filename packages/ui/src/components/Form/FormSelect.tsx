// One module per helper: a form imports only the controls it uses (a mask library stays out of the login page).
import { Select, type SelectProps } from '../Select';
import { FormField, type Named } from './FormField';

export function FormSelect({ name, ...props }: Named<SelectProps>) {
  return (
    <FormField
      name={name}
      render={(field, error) => (
        <Select {...props} {...field} value={(field.value as string | undefined) ?? ''} error={error} />
      )}
    />
  );
}
