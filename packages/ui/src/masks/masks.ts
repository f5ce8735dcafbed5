import { maskNames, MONEY_MAX_LENGTH, type MaskName } from './definitions';

export interface MaskFunctions {
  /** Masks a value typed or pasted in any form (digits only or already formatted). */
  format: (value: string | number) => string;
  /** Back to what the API takes: digits only (money in cents; an RG may end in X). */
  unformat: (value: string) => string;
}

/** The masks whose values may hold letters: a CNPJ may be alphanumeric. */
const ALPHANUMERIC_MASKS: ReadonlySet<MaskName> = new Set(['cnpj', 'cpfCnpj']);

/** The characters a pattern mask accepts; its punctuation is re-created by the mask, so a formatted paste works. */
function maskChars(name: MaskName, value: string): string {
  return value.replace(ALPHANUMERIC_MASKS.has(name) ? /[^0-9A-Za-z]/g : /[^0-9Xx]/g, '').toUpperCase();
}

/** What each placeholder of a pattern takes: a digit, a digit or letter (the alphanumeric CNPJ), or the RG's X. */
const PLACES: Record<string, RegExp> = { '0': /[0-9]/, N: /[0-9A-Z]/, '#': /[0-9X]/ };

/**
 * The patterns of `maskOptions` as the input mask fills them, without loading it (these format values anywhere:
 * a contract, a table): a fixed character is written once more input follows, a character a place refuses is
 * skipped, input beyond the pattern is dropped.
 */
const PATTERNS: Record<Exclude<MaskName, 'money'>, (chars: string) => string> = {
  cpf: () => '000.000.000-00',
  cnpj: () => 'NN.NNN.NNN/NNNN-00',
  cpfCnpj: (chars) => (chars.length <= 11 && /^\d*$/.test(chars) ? '000.000.000-00' : 'NN.NNN.NNN/NNNN-00'),
  rg: () => '00.000.000-#',
  cardExpiry: () => '00/0000',
  date: () => '00/00/0000',
  cep: () => '00000-000',
  phone: (chars) => (chars.replace(/\D/g, '').length <= 10 ? '(00) 0000-0000' : '(00) 00000-0000'),
};

function fillPattern(pattern: string, chars: string): string {
  let text = '';
  let next = 0;
  for (const symbol of pattern) {
    if (next >= chars.length) break;
    const place = PLACES[symbol];
    if (!place) {
      text += symbol;
      continue;
    }
    while (next < chars.length && !place.test(chars[next] as string)) next += 1;
    if (next >= chars.length) break;
    text += chars[next];
    next += 1;
  }
  return text;
}

function patternMask(name: Exclude<MaskName, 'money'>): MaskFunctions {
  const format = (value: string | number) => {
    const chars = maskChars(name, String(value));
    return fillPattern(PATTERNS[name](chars), chars);
  };
  return { format, unformat: (value) => maskChars(name, format(value)) };
}

const centsFormatter = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money: `format` takes cents as digits ('123456' → 'R$ 1.234,56') or a number of reais; `unformat`
 * gives cents as digits. Digits beyond the 15-character cap are dropped from the end, as typing them is refused.
 */
const money: MaskFunctions = {
  format: (value) => {
    let cents = typeof value === 'number' ? String(Math.round(value * 100)) : value.replace(/\D/g, '');
    cents = cents.replace(/^0+(?=\d)/, '') || '0';
    let text = `R$ ${centsFormatter.format(Number(cents) / 100)}`;
    while (text.length > MONEY_MAX_LENGTH) {
      cents = cents.slice(0, -1);
      text = `R$ ${centsFormatter.format(Number(cents) / 100)}`;
    }
    return text;
  },
  unformat: (value) => {
    const [whole = '', fraction = ''] = value.split(',');
    const digits = `${whole.replace(/\D/g, '')}${fraction.replace(/\D/g, '').padEnd(2, '0').slice(0, 2)}`;
    return digits.replace(/^0+(?=\d)/, '') || '0';
  },
};

/** `masks.cpf.format('12345678909')` → '123.456.789-09'; usable outside inputs (a CNPJ in a contract). */
export const masks = Object.fromEntries(
  maskNames.map((name) => [name, name === 'money' ? money : patternMask(name)]),
) as Record<MaskName, MaskFunctions>;
