import type { ReactNode } from 'react';
import {
  useController,
  useFormContext,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

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

/** A field's props without what the form supplies, plus the field's name. */
export type Named<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & { name: string };
