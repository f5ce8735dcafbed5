export {
  FormCheckbox,
  FormField,
  FormMaskedField,
  FormPasswordField,
  FormRadioGroup,
  FormSelect,
  FormTextField,
} from './FormFields';
export type { FormFieldProps } from './FormFields';
