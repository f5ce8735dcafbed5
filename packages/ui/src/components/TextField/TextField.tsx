import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlSurface } from '../../styles/mixins';
import { Field } from '../Field';

export const TextInput = styled.input`
  ${controlSurface}
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the input invalid and is read with it. */
  error?: string;
}

/** A labelled text input. Every input attribute passes through, `autoComplete` included. */
export function TextField({ label, hint, error, required, id, className, ...inputProps }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className}>
      {(controlProps) => <TextInput data-component="TextField" required={required} {...inputProps} {...controlProps} />}
    </Field>
  );
}
