import { RadioGroup as RadioPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';
import { useFieldA11y } from '../Field';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from '../Field/Field.styles';

const Options = styled(RadioPrimitive.Root)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
  }
`;

const Option = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  label {
    cursor: pointer;
  }
`;

const Radio = styled(RadioPrimitive.Item)`
  display: inline-grid;
  place-items: center;
  width: 1.25rem;
  height: 1.25rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  cursor: pointer;
  ${focusRing}

  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primary.default};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Dot = styled(RadioPrimitive.Indicator)`
  width: 0.625rem;
  height: 0.625rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary.default};
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<typeof RadioPrimitive.Root>,
  'children' | 'asChild' | 'dir'
> {
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
}

/** A labelled group of radios (Radix): arrow keys move and select, Tab leaves the group. */
export function RadioGroup({ label, options, hint, error, required, id, className, ...groupProps }: RadioGroupProps) {
  const { controlId: groupId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error });
  const labelId = `${groupId}-label`;
  return (
    <FieldRoot className={className} data-component="RadioGroup" data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel as="span" id={labelId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <Options
        id={groupId}
        aria-labelledby={labelId}
        aria-describedby={controlProps['aria-describedby']}
        aria-invalid={controlProps['aria-invalid']}
        required={required}
        {...groupProps}
      >
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <Option key={option.value}>
              <Radio id={optionId} value={option.value} disabled={option.disabled}>
                <Dot />
              </Radio>
              <label htmlFor={optionId}>{option.label}</label>
            </Option>
          );
        })}
      </Options>
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
