export { Field, useFieldA11y } from './Field';
export type { FieldProps, FieldControlProps, FieldA11yOptions } from './Field';
