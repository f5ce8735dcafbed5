import type { CardBrand } from './pricing';

/**
 * What a checkout checks of a card before it leaves the page: the Luhn digit, the brand from the number's
 * first digits, the expiry (MM/AAAA, the spec's 00/0000 mask), the CVV's length. Card data is never kept:
 * these are pure functions of what was typed.
 */

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const inRange = (digits: string, length: number, from: number, to: number) => {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= from && prefix <= to;
};

/** Elo's ranges (checked before Visa and Mastercard, whose ranges hold some of Elo's BINs). */
const ELO_RANGES: ReadonlyArray<readonly [number, number]> = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

/** The brand the first digits name, or null while they name none of the brands we accept. */
export function detectCardBrand(digits: string): CardBrand | null {
  if (ELO_RANGES.some(([from, to]) => inRange(digits, 6, from, to))) return 'elo';
  if (digits.startsWith('606282') || digits.startsWith('3841')) return 'hipercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('4')) return 'visa';
  return null;
}

export const cardNumberLength = (brand: CardBrand | null) => (brand === 'amex' ? 15 : brand === 'hipercard' ? 19 : 16);
export const cvvLength = (brand: CardBrand | null) => (brand === 'amex' ? 4 : 3);

/** Groups for display: 4-6-5 for Amex, fours for the rest. */
export function formatCardNumber(digits: string): string {
  if (detectCardBrand(digits) === 'amex')
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'cvvMissing': an empty code asks for it (it is cleared after a refusal) rather than calling it invalid. */
export type CardProblem = 'number' | 'brand' | 'expiry' | 'expired' | 'cvv' | 'cvvMissing' | 'name';

export const cardProblemMessages: Record<CardProblem, string> = {
  number: 'Número do cartão inválido. Confira os dígitos.',
  brand: 'Aceitamos Visa, Mastercard, Elo, American Express e Hipercard.',
  expiry: 'Informe a validade no formato MM/AAAA.',
  expired: 'Este cartão está vencido.',
  cvv: 'Código de segurança inválido.',
  cvvMissing: 'Informe o código de segurança.',
  name: 'Informe o nome como está impresso no cartão.',
};

export interface CardInput {
  number: string;
  holderName: string;
  /** 'MM/AAAA'. */
  expiry: string;
  cvv: string;
}

/** Each field's problem, given the payer's current month ('YYYY-MM', São Paulo). */
export function cardProblems(card: CardInput, currentMonth: string): Partial<Record<keyof CardInput, CardProblem>> {
  const problems: Partial<Record<keyof CardInput, CardProblem>> = {};
  const digits = card.number.replace(/\D/g, '');
  const brand = detectCardBrand(digits);
  if (!passesLuhn(digits)) problems.number = 'number';
  else if (!brand) problems.number = 'brand';
  if (card.holderName.trim().length < 2 || /\d/.test(card.holderName)) problems.holderName = 'name';
  const expiry = /^(\d{2})\/(\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1] ?? 0);
  if (!expiry || month < 1 || month > 12) problems.expiry = 'expiry';
  else if (`${expiry[2]}-${expiry[1]}` < currentMonth) problems.expiry = 'expired';
  if (card.cvv.trim() === '') problems.cvv = 'cvvMissing';
  else if (!new RegExp(`^\\d{${cvvLength(brand)}}$`).test(card.cvv)) problems.cvv = 'cvv';
  return problems;
}

/**
 * The sandbox's test cards: the issuer's answer each one gets when charged, and whether it passes the zero-amount
 * check of a card put on file (a lack of funds does not show there; a suspected fraud does). In the README.
 */
export const testCards = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', refusalCode: null, verifies: true },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'approved', refusalCode: null, verifies: true },
  { number: '4000000000009995', brand: 'visa', outcome: 'refused', refusalCode: '51', verifies: true },
  { number: '4000000000000259', brand: 'visa', outcome: 'refused', refusalCode: '59', verifies: false },
  // Passes the check, then is refused for suspected fraud when charged (a card flagged after it was put on file).
  { number: '4000000000000341', brand: 'visa', outcome: 'refused', refusalCode: '59', verifies: true },
] as const satisfies ReadonlyArray<{
  number: string;
  brand: CardBrand;
  outcome: 'approved' | 'refused';
  refusalCode: string | null;
  verifies: boolean;
}>;
