import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { controlSurface } from '../../styles/mixins';
import { Field, splitFieldProps } from '../Field';

const NativeSelect = styled.select`
  ${controlSurface}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space.xl};
  background-image:
    linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position:
    calc(100% - 18px) 50%,
    calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of the empty first option; `false` for none. Defaults to 'Selecione'. */
  placeholder?: string | false;
  hint?: ReactNode;
  error?: string;
}

/** A labelled native select: the platform's own keyboard and screen-reader behaviour, styled. */
export function Select({ options, placeholder, ...props }: SelectProps) {
  const { field, control: selectProps } = splitFieldProps(props);
  const messages = useUiMessages();
  const emptyOption = placeholder === false ? null : (placeholder ?? messages.selectPlaceholder);
  return (
    <Field {...field}>
      {(controlProps) => (
        <NativeSelect data-component="Select" {...controlProps} {...selectProps}>
          {emptyOption !== null && <option value="">{emptyOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
