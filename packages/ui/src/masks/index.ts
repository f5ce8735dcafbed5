export { masks } from './masks';
export type { MaskFunctions } from './masks';
export { maskNames, maskOptions, MONEY_MAX_LENGTH, MONEY_MAX_VALUE } from './definitions';
export type { MaskName } from './definitions';
export { isValidCnpj, isValidCpf, isValidCpfOrCnpj } from './validators';
