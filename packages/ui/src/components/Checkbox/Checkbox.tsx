import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { CheckIcon, MinusIcon } from '../../icons';
import { focusRing } from '../../styles/mixins';
import { useFieldA11y } from '../Field';
import { FieldError, FieldHint } from '../Field/Field.styles';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  row-gap: ${({ theme }) => theme.space.xxs};
  align-items: start;
`;

const Box = styled(CheckboxPrimitive.Root)`
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  margin-top: 0.125rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.primary.on};
  cursor: pointer;
  ${focusRing}

  &[data-state='checked'],
  &[data-state='indeterminate'] {
    border-color: ${({ theme }) => theme.color.primary.default};
    background: ${({ theme }) => theme.color.primary.default};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Label = styled.label`
  cursor: pointer;
  a {
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

const Extra = styled.div`
  grid-column: 2;
`;

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof CheckboxPrimitive.Root>,
  'children' | 'asChild'
> {
  /** May hold links (e.g. to the terms' PDFs). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

/** A labelled checkbox (Radix): space toggles it, the label toggles it, the error is read with it. */
export function Checkbox({ label, hint, error, id, className, ...boxProps }: CheckboxProps) {
  const { controlId: boxId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error });
  return (
    <Row className={className} data-component="Checkbox">
      <Box
        id={boxId}
        aria-invalid={controlProps['aria-invalid']}
        aria-describedby={controlProps['aria-describedby']}
        {...boxProps}
      >
        <CheckboxPrimitive.Indicator>
          {boxProps.checked === 'indeterminate' ? <MinusIcon /> : <CheckIcon />}
        </CheckboxPrimitive.Indicator>
      </Box>
      <Label htmlFor={boxId}>{label}</Label>
      {hint && (
        <Extra>
          <FieldHint id={hintId}>{hint}</FieldHint>
        </Extra>
      )}
      {error && (
        <Extra>
          <FieldError id={errorId}>{error}</FieldError>
        </Extra>
      )}
    </Row>
  );
}
