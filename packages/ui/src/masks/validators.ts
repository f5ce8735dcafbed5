import { isValidCnpj as validCnpj, isValidCpf as validCpf } from '@brazilian-utils/brazilian-utils';

/** CPF check digits (formatted or digits only). Repeated digits such as 111.111.111-11 are invalid. */
export function isValidCpf(value: string): boolean {
  return validCpf(value);
}

/** CNPJ check digits (formatted or digits only). */
export function isValidCnpj(value: string): boolean {
  return validCnpj(value);
}

/** A CPF when it has 11 digits, a CNPJ when it has 14. */
export function isValidCpfOrCnpj(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 11) return isValidCpf(digits);
  if (digits.length === 14) return isValidCnpj(digits);
  return false;
}
