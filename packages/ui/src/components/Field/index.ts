export { Field, splitFieldProps, useFieldA11y } from './Field';
export type { FieldProps, FieldControlProps, FieldA11yOptions, FieldWrapperProps } from './Field';
