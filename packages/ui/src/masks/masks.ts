import { createMask } from 'imask';
import { maskNames, maskOptions, MONEY_MAX_LENGTH, type MaskName } from './definitions';

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

function patternMask(name: Exclude<MaskName, 'money'>): MaskFunctions {
  return {
    format: (value) => {
      const mask = createMask({ ...maskOptions[name] } as Parameters<typeof createMask>[0]);
      mask.resolve(maskChars(name, String(value)));
      return mask.value;
    },
    unformat: (value) => maskChars(name, patternMask(name).format(value)),
  };
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
