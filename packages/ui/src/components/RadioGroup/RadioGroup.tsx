import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';
import { useFieldA11y } from '../Field';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from '../Field/Field.styles';

const Options = styled.div`
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

const Radio = styled.input.attrs({ type: 'radio' })`
  appearance: none;
  flex: none;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  cursor: pointer;
  ${focusRing}

  /* The focus colour: the brand's main colour made to reach 3:1 against the surface in every skin (WCAG 1.4.11). */
  &:checked {
    border-color: ${({ theme }) => theme.color.focus};
    background: radial-gradient(
      circle,
      ${({ theme }) => theme.color.focus} 0 0.3125rem,
      ${({ theme }) => theme.color.bg.surface} 0.34rem
    );
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  @media (forced-colors: active) {
    appearance: auto;
  }
`;

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<'div'>,
  'children' | 'dir' | 'defaultValue' | 'onChange'
> {
  label: ReactNode;
  options: readonly RadioOption[];
  hint?: ReactNode;
  error?: string;
  /** The chosen option (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /**
   * The field's name. The radios' own name adds the group's id to it: the browser groups radios by name, and two
   * groups of one page (a list's filter and a dialog's) must never take each other's choice.
   */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** Defaults to vertical. */
  orientation?: 'horizontal' | 'vertical';
}

/**
 * A labelled group of the browser's own radios: arrow keys move and select, Tab leaves the group, and no
 * script is needed for either (which keeps it off the screens that only show one in a dialog).
 */
export function RadioGroup({
  label,
  options,
  hint,
  error,
  required,
  id,
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  orientation,
  ...groupProps
}: RadioGroupProps) {
  const { controlId: groupId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error });
  const labelId = `${groupId}-label`;
  return (
    <FieldRoot className={className} data-component="RadioGroup" data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel as="span" id={labelId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <Options
        role="radiogroup"
        id={groupId}
        aria-labelledby={labelId}
        aria-describedby={controlProps['aria-describedby']}
        aria-invalid={controlProps['aria-invalid']}
        aria-required={required || undefined}
        aria-orientation={orientation}
        data-orientation={orientation ?? 'vertical'}
        {...groupProps}
      >
        {options.map((option) => {
          const optionId = `${groupId}-${option.value}`;
          return (
            <Option key={option.value}>
              <Radio
                id={optionId}
                name={`${name ?? 'radio'}-${groupId}`}
                value={option.value}
                disabled={disabled || option.disabled}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={() => onValueChange?.(option.value)}
              />
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
