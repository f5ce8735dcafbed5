import type { ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { MaskedField, type MaskedFieldProps } from '../MaskedField';
import { PasswordField, type PasswordFieldProps } from '../PasswordField';
import { RadioGroup, type RadioGroupProps } from '../RadioGroup';
import { Select, type SelectProps } from '../Select';
import { TextField, type TextFieldProps } from '../TextField';

/**
 * Helpers that wire react-hook-form to the fields: the field's error message from the form's
 * resolver (zod) becomes the field's `error`, read with it and shown under it. Use them inside
 * react-hook-form's <FormProvider>.
 */
export interface FormFieldProps<T extends FieldValues = FieldValues> {
  name: FieldPath<T>;
  render: (field: ControllerRenderProps<T, FieldPath<T>>, error: string | undefined) => ReactNode;
}

/** For any control: hands it the field's value, handlers and error message. */
export function FormField<T extends FieldValues = FieldValues>({ name, render }: FormFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  return <>{render(field, fieldState.error?.message)}</>;
}

type Named<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & { name: string };

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
