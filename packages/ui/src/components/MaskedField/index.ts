export { MaskedField, preloadMaskedField } from './MaskedField';
export type { MaskedFieldProps } from './maskedFieldProps';
