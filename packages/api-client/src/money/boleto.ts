import { dayNumber, type CivilDate } from './calendar';
import type { Cents } from './cents';

/**
 * The boleto's two forms of one number: the barcode (44 digits: bank, currency '9', the general check digit,
 * the due-date factor, the amount, the bank's free field of 25) and the linha digitável (47 digits in five
 * fields, the first three with their own modulo-10 digits).
 */

export function modulo10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The barcode's general digit: modulo 11, weights 2 to 9 from the right; 0, 10 and 11 become 1. */
export function modulo11(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) sum += Number(digits[digits.length - 1 - i]) * (2 + (i % 8));
  const digit = 11 - (sum % 11);
  return digit === 0 || digit >= 10 ? 1 : digit;
}

const FACTOR_BASE = dayNumber('1997-10-07');
/** On 22/02/2025 the factor reached 9999 and restarted at 1000; it restarts so every 9,000 days (next in 2049). */
const FACTOR_RESET = dayNumber('2025-02-22');
const FACTOR_CYCLE = 9_000;

export function dueDateFactor(date: CivilDate): string {
  const day = dayNumber(date);
  const factor = day >= FACTOR_RESET ? 1000 + ((day - FACTOR_RESET) % FACTOR_CYCLE) : day - FACTOR_BASE;
  return String(factor).padStart(4, '0');
}

export interface BoletoInput {
  bankCode: string;
  dueDate: CivilDate;
  amount: Cents;
  /** The bank's 25 digits (agreement, our number, account). */
  freeField: string;
}

export function boletoBarcode({ bankCode, dueDate, amount, freeField }: BoletoInput): string {
  if (!/^\d{3}$/.test(bankCode) || !/^\d{25}$/.test(freeField)) throw new RangeError('boleto: bank or free field');
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > 99_999_999_99) throw new RangeError('boleto: amount');
  const tail = `${dueDateFactor(dueDate)}${String(amount).padStart(10, '0')}${freeField}`;
  const head = `${bankCode}9`;
  return `${head}${modulo11(head + tail)}${tail}`;
}

/** The linha digitável's 47 digits from a barcode. */
export function digitableLineOf(barcode: string): string {
  const free = barcode.slice(19);
  const field = (part: string) => `${part}${modulo10(part)}`;
  return `${field(barcode.slice(0, 4) + free.slice(0, 5))}${field(free.slice(5, 15))}${field(free.slice(15, 25))}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** The barcode back from the 47 digits, or null when a field's check digit (or the general one) is wrong. */
export function barcodeOfDigitableLine(line: string): string | null {
  const digits = line.replace(/\D/g, '');
  if (digits.length !== 47) return null;
  const fields = [digits.slice(0, 10), digits.slice(10, 21), digits.slice(21, 32)];
  if (fields.some((f) => modulo10(f.slice(0, -1)) !== Number(f.slice(-1)))) return null;
  const barcode = `${digits.slice(0, 4)}${digits[32]}${digits.slice(33)}${digits.slice(4, 9)}${digits.slice(10, 20)}${digits.slice(21, 31)}`;
  return modulo11(barcode.slice(0, 4) + barcode.slice(5)) === Number(barcode[4]) ? barcode : null;
}

/** `00000.00000 00000.000000 00000.000000 0 00000000000000`. */
export function formatDigitableLine(line: string): string {
  const d = line.replace(/\D/g, '');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}
