import type { FactoryArg } from 'imask';

export { MONEY_MAX_LENGTH } from './moneyLength';
const MONEY_PREFIX = 'R$ ';

/** The largest amount whose masked form fits in MONEY_MAX_LENGTH characters. */
export const MONEY_MAX_VALUE = 9_999_999.99;

function cnpjMask() {
  return {
    mask: 'NN.NNN.NNN/NNNN-00',
    definitions: { N: /[0-9A-Z]/ },
    prepareChar: (char: string) => char.toUpperCase(),
  };
}

/**
 * IMask options for each Brazilian mask of spec section 3. `0` is a digit; the RG check
 * character may also be X, as several states issue it.
 */
export const maskOptions = {
  cpf: { mask: '000.000.000-00' },
  /**
   * The display pattern 00.000.000/0000-00, whose first 12 positions also take letters (the alphanumeric CNPJ
   * of IN RFB 2.229/2024, issued since July 2026), typed in any case and kept in upper case; the check digits
   * stay numeric.
   */
  cnpj: cnpjMask(),
  /** CPF while the value has up to 11 digits, CNPJ from the 12th character or from the first letter. */
  cpfCnpj: {
    mask: [{ mask: '000.000.000-00' }, cnpjMask()],
    prepareChar: (char: string) => char.toUpperCase(),
  },
  rg: { mask: '00.000.000-#', definitions: { '#': /[0-9Xx]/ }, prepareChar: (char: string) => char.toUpperCase() },
  cardExpiry: { mask: '00/0000' },
  /** A day as the portal writes it everywhere, whatever the browser's language: dd/mm/aaaa. */
  date: { mask: '00/00/0000' },
  cep: { mask: '00000-000' },
  /** Landline until the 10th digit, mobile from the 11th. */
  phone: { mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] },
  money: {
    mask: `${MONEY_PREFIX}num`,
    blocks: {
      num: {
        mask: Number,
        scale: 2,
        thousandsSeparator: '.',
        radix: ',',
        mapToRadix: [],
        padFractionalZeros: true,
        normalizeZeros: true,
        min: 0,
        max: MONEY_MAX_VALUE,
      },
    },
  },
} satisfies Record<string, FactoryArg>;

export type MaskName = keyof typeof maskOptions;
export const maskNames = Object.keys(maskOptions) as MaskName[];
