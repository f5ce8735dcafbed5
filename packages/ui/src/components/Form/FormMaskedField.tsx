// One module per helper: a form imports only the controls it uses (a mask library stays out of the login page).
import { MaskedField, type MaskedFieldProps } from '../MaskedField';
import { FormField, type Named } from './FormField';

/** Stores the masked text by default; `store="unmasked"` stores the digits the API takes. */
export function FormMaskedField({
  name,
  store = 'masked',
  ...props
}: Named<Omit<MaskedFieldProps, 'onValueChange'>> & { store?: 'masked' | 'unmasked' }) {
  return (
    <FormField
      name={name}
      render={(field, error) => (
        <MaskedField
          {...props}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          disabled={field.disabled ?? props.disabled}
          value={store === 'masked' ? ((field.value as string | undefined) ?? '') : undefined}
          onValueChange={(masked, unmasked) => field.onChange(store === 'masked' ? masked : unmasked)}
          error={error}
        />
      )}
    />
  );
}
