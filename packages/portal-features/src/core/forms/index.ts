export { FormScreen } from './FormScreen';
export type { FormScreenProps } from './FormScreen';
export { useFormScreen } from './useFormScreen';
export type { FormScreenOptions, FormScreenState } from './useFormScreen';
export { fieldErrorsOf, problemsResolver } from './problemsResolver';
export type { FieldOf } from './problemsResolver';
export { SubmitDialog } from './SubmitDialog';
export type { SubmitDialogProps } from './SubmitDialog';
