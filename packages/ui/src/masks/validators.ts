import { isValidCnpj as validCnpj, isValidCpf as validCpf } from '@brazilian-utils/brazilian-utils';

/** CPF check digits (formatted or digits only). Repeated digits such as 111.111.111-11 are invalid. */
export function isValidCpf(value: string): boolean {
  return validCpf(value);
}

/** What a document field keeps: digits and upper-case letters (an alphanumeric CNPJ), no punctuation. */
const documentCharacters = (value: string) => value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * CNPJ check digits (formatted or not), numeric or alphanumeric (IN RFB 2.229/2024, issued since July 2026:
 * letters in the first 12 positions, two numeric check digits).
 */
export function isValidCnpj(value: string): boolean {
  const characters = documentCharacters(value);
  return /^[0-9A-Z]{12}\d{2}$/.test(characters) && validCnpj(characters, { version: 2 });
}

/** A CPF when it has 11 digits, a CNPJ (numeric or alphanumeric) when it has 14 characters. */
export function isValidCpfOrCnpj(value: string): boolean {
  const characters = documentCharacters(value);
  if (/^\d{11}$/.test(characters)) return isValidCpf(characters);
  if (characters.length === 14) return isValidCnpj(characters);
  return false;
}
