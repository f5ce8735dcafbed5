import { isValidCnpj as validCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils';

/**
 * A CPF or CNPJ as the API keeps it: digits and, since July 2026, the upper-case letters a CNPJ may have in its
 * first 12 positions (IN RFB 2.229/2024: `12.ABC.345/01DE-35`); punctuation and spaces dropped.
 */
export const documentCharactersOf = (text: string) => text.replace(/[^0-9A-Za-z]/g, '').toUpperCase();

/**
 * A CNPJ's check digits, numeric or alphanumeric: each character counts as its code − 48 (so '0'–'9' are
 * 0–9 and 'A' is 17), with the usual mod-11 weights; the two check digits are always numbers.
 */
export function isValidCnpj(text: string): boolean {
  const characters = documentCharactersOf(text);
  return /^[0-9A-Z]{12}\d{2}$/.test(characters) && validCnpj(characters, { version: 2 });
}

/** A CPF when it is 11 digits, a CNPJ (numeric or alphanumeric) when it is 14 characters. */
export function isValidCpfOrCnpj(text: string): boolean {
  const characters = documentCharactersOf(text);
  if (/^\d{11}$/.test(characters)) return isValidCpf(characters);
  return characters.length === 14 && isValidCnpj(characters);
}

/**
 * A CPF or CNPJ shown to someone who should recognise it but not learn it (LGPD): the middle of a CPF
 * ('***.456.789-**'), the root and the check digits of a CNPJ ('12.345.***' then '/****-95'), as Pix apps show them.
 */
export function maskDocument(text: string): string {
  const characters = documentCharactersOf(text);
  if (characters.length === 11) return `***.${characters.slice(3, 6)}.${characters.slice(6, 9)}-**`;
  if (characters.length === 14)
    return `${characters.slice(0, 2)}.${characters.slice(2, 5)}.***/****-${characters.slice(12)}`;
  return '***';
}
