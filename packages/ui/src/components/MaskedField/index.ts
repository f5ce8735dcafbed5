export { MaskedField } from './MaskedField';
export type { MaskedFieldProps } from './MaskedField';
