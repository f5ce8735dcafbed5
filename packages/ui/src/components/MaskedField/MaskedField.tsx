import { Field, splitFieldProps } from '../Field';
import { MaskedInput } from './MaskedInput';
import type { MaskedFieldProps } from './maskedFieldProps';

export { preloadMaskedField } from './MaskedInput';

/**
 * A TextField that formats as the user types or pastes (imask): letters never enter a numeric mask and the caret
 * stays where the user is typing. The field is a plain input until a person comes near it; then the mask's code
 * loads and takes over the same input (MaskedInput), so a form shows at once and nothing moves.
 */
export function MaskedField(props: MaskedFieldProps) {
  const { field, control: inputProps } = splitFieldProps(props);
  return <Field {...field}>{(controlProps) => <MaskedInput {...controlProps} {...inputProps} />}</Field>;
}
