import { useId, type AriaAttributes, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark } from './Field.styles';

export interface FieldA11yOptions {
  id?: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  /**
   * The caller's own description, kept beside the field's hint and error: a group's error tied to each of its fields
   * (the period picker's dates, the amount range; they pass `aria-invalid` too, which the control takes as given).
   */
  'aria-describedby'?: string;
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

export function useFieldA11y({ id, hint, error, required, 'aria-describedby': extraDescribedBy }: FieldA11yOptions) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, extraDescribedBy, hintId].filter(Boolean).join(' ') || undefined;
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
export function Field({ label, children, className, ...options }: FieldProps) {
  const { controlId, hintId, errorId, controlProps } = useFieldA11y(options);
  const { hint, error, required } = options;
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
export interface FieldWrapperProps extends FieldA11yOptions {
  label: ReactNode;
  className?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * Splits a labelled control's props into its `Field`'s and the control's own, so every control (TextField, Select,
 * PasswordField, …) ties label, hint, error and a caller's own description the same way.
 */
const FIELD_KEYS = [
  'label',
  'hint',
  'error',
  'required',
  'id',
  'className',
  'aria-describedby',
  'aria-invalid',
] as const;

export function splitFieldProps<P extends FieldWrapperProps>(props: P) {
  const control = { ...props } as Record<string, unknown>;
  for (const key of FIELD_KEYS) delete control[key];
  // The Field reads its own keys and leaves the rest; the control spreads the rest after the Field's attributes, so a
  // caller's `aria-invalid` stands.
  return { field: props as FieldWrapperProps, control: control as Omit<P, (typeof FIELD_KEYS)[number]> };
}
