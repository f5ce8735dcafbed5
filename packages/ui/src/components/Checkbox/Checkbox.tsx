import { useEffect, useImperativeHandle, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
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

/** The box and its mark share one cell: the browser's own input underneath, the mark drawn over it. */
const BoxCell = styled.span`
  display: inline-grid;
  margin-top: 0.125rem;
  color: ${({ theme }) => theme.color.primary.on};

  & > * {
    grid-area: 1 / 1;
  }
  & > svg {
    place-self: center;
    pointer-events: none;
    visibility: hidden;
  }
  & > input:checked + svg,
  & > input:indeterminate + svg {
    visibility: visible;
  }
`;

const Box = styled.input.attrs({ type: 'checkbox' })`
  appearance: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  cursor: pointer;
  ${focusRing}

  &:checked,
  &:indeterminate {
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
  @media (forced-colors: active) {
    appearance: auto;
    & + svg {
      display: none;
    }
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

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'children' | 'type' | 'checked' | 'defaultChecked' | 'onChange'
> {
  /** May hold links (e.g. to the terms' PDFs). */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Controlled state; 'indeterminate' for a "select all" over a partial choice. */
  checked?: CheckedState;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: CheckedState) => void;
}

/**
 * A labelled checkbox: the browser's own input, drawn in the skin's colours (no script, so it costs a form
 * nothing to show one). Space toggles it, the label toggles it, the error is read with it.
 */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  checked,
  onCheckedChange,
  ref,
  ...boxProps
}: CheckboxProps) {
  const { controlId: boxId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error });
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement, []);
  const indeterminate = checked === 'indeterminate';
  // The mixed state is a property of the input, not an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Row className={className} data-component="Checkbox">
      <BoxCell>
        <Box
          ref={input}
          id={boxId}
          aria-invalid={controlProps['aria-invalid']}
          aria-describedby={controlProps['aria-describedby']}
          {...(checked === undefined ? {} : { checked: checked === true })}
          onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
          {...boxProps}
        />
        {indeterminate ? <MinusIcon /> : <CheckIcon />}
      </BoxCell>
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
