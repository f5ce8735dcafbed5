import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlSurface } from '../../styles/mixins';
import { Field, splitFieldProps } from '../Field';

const TextArea = styled.textarea`
  ${controlSurface}
  min-height: 6rem;
  resize: vertical;
  font-family: inherit;
  line-height: ${({ theme }) => theme.lineHeight.normal};
`;

const Counter = styled.span`
  justify-self: end;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the field invalid and is read with it. */
  error?: string;
  /** Shows "n/max" under the field when `maxLength` is set. */
  showCount?: boolean;
}

/** A labelled multi-line text field (a justification, a reason), with an optional character count. */
export function TextAreaField({ showCount = false, ...props }: TextAreaFieldProps) {
  const { field, control: areaProps } = splitFieldProps(props);
  const length = typeof areaProps.value === 'string' ? areaProps.value.length : 0;
  return (
    <Field {...field}>
      {(controlProps) => (
        <>
          <TextArea data-component="TextAreaField" {...controlProps} {...areaProps} />
          {showCount && areaProps.maxLength !== undefined && (
            <Counter aria-hidden="true">
              {length}/{areaProps.maxLength}
            </Counter>
          )}
        </>
      )}
    </Field>
  );
}
