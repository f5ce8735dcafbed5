import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

export interface FieldA11yOptions {
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
}

/** The attributes that tie a control to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export function useFieldA11y({ id, hint, error, required }: FieldA11yOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
  };
  return { controlId, hintId, errorId, controlProps };
}

export interface FieldProps extends FieldA11yOptions {
  label: ReactNode;
  /** Renders the control with the attributes it needs. */
  children: (controlProps: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * Label, control, hint and error in one column. Every form control uses it; partners can wrap
 * their own controls in it and get the same labelling.
 */
export function Field({ label, hint, error, required, id, children, className }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({ id, hint, error, required });
  return (
    <FieldRoot className={className} data-component="Field" data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {/* The control itself is aria-required; the star is for sighted users. */}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      {children(controlProps)}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
