import { useId, type AriaAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

export interface FieldA11yOptions {
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /**
   * The caller's own `aria-describedby` and `aria-invalid`, kept beside the field's: a group's error tied to each of
   * its fields (the period picker's dates, the amount range).
   */
  describedBy?: string;
  invalid?: AriaAttributes['aria-invalid'];
}

/**
 * The attributes that tie a control to its label, hint and error. Required is `aria-required`, never the native
 * attribute: Chromium exposes an empty natively required control as invalid before anyone typed in it, and the forms
 * validate themselves.
 */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export function useFieldA11y({ id, hint, error, required, describedBy: extraDescribedBy, invalid }: FieldA11yOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, extraDescribedBy, hintId].filter(Boolean).join(' ') || undefined;
  const controlProps: FieldControlProps = {
    id: controlId,
    'aria-invalid': error || (invalid !== undefined && invalid !== false && invalid !== 'false') ? true : undefined,
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
export function Field({ label, hint, error, required, id, describedBy, invalid, children, className }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y({
    id,
    hint,
    error,
    required,
    describedBy,
    invalid,
  });
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

/** What a labelled control's props hold for its `Field`, beside its own. */
export interface FieldWrapperProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  id?: string;
  className?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * Splits a labelled control's props into its `Field`'s and the control's own, so every control (TextField, Select,
 * PasswordField, …) ties label, hint, error and a caller's own description the same way.
 */
export function splitFieldProps<P extends FieldWrapperProps>(props: P) {
  const {
    label,
    hint,
    error,
    required,
    id,
    className,
    'aria-describedby': describedBy,
    'aria-invalid': invalid,
    ...control
  } = props;
  return { field: { label, hint, error, required, id, className, describedBy, invalid }, control };
}
