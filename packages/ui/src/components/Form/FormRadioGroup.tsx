// One module per helper: a form imports only the controls it uses (a mask library stays out of the login page).
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { FormField, type Named } from './FormField';

export function FormRadioGroup({ name, ...props }: Named<Omit<RadioGroupProps, 'onValueChange'>>) {
  return (
    <FormField
      name={name}
      render={(field, error) => (
        <RadioGroup
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onValueChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
