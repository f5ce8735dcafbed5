import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlSurface } from '../../styles/mixins';
import { Field, splitFieldProps } from '../Field';

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
export function TextField(props: TextFieldProps) {
  const { field, control: inputProps } = splitFieldProps(props);
  return (
    <Field {...field}>
      {(controlProps) => <TextInput data-component="TextField" {...controlProps} {...inputProps} />}
    </Field>
  );
}
