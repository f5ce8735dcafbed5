export { FormField } from './FormField';
export type { FormFieldProps } from './FormField';
export { FormTextField } from './FormTextField';
export { FormPasswordField } from './FormPasswordField';
export { FormSelect } from './FormSelect';
export { FormMaskedField } from './FormMaskedField';
export { FormCheckbox } from './FormCheckbox';
export { FormRadioGroup } from './FormRadioGroup';
