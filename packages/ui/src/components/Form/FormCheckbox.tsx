// One module per helper: a form imports only the controls it uses (a mask library stays out of the login page).
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { FormField, type Named } from './FormField';

export function FormCheckbox({ name, ...props }: Named<Omit<CheckboxProps, 'checked' | 'onCheckedChange'>>) {
  return (
    <FormField
      name={name}
      render={(field, error) => (
        <Checkbox
          {...props}
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
