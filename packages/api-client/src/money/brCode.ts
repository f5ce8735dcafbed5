/**
 * The Pix BR Code ("Pix Copia e Cola"): an EMV payload of ID(2) + length(2) + value fields, closed by a
 * CRC16/CCITT-FALSE over everything up to and including '6304'. Built from integer centavos; a name or city
 * over the limits is an error, never silently cut (a payer's bank shows what we sent).
 */

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial 0xFFFF, no reflection, 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export const BR_CODE_NAME_MAX = 25;
export const BR_CODE_CITY_MAX = 15;
const TXID = /^[A-Za-z0-9]{1,25}$/;

export interface BrCodeInput {
  /** A Pix key (static code) or the PSP's location URL without scheme (dynamic code). */
  key?: string;
  url?: string;
  merchantName: string;
  merchantCity: string;
  /** Centavos; a static code may leave it open for the payer to type. */
  amount?: number;
  /** 1–25 letters and digits; '***' when absent. */
  txid?: string;
  description?: string;
}

export type BrCodeProblem =
  | 'nameTooLong'
  | 'cityTooLong'
  | 'nameMissing'
  | 'cityMissing'
  | 'badAmount'
  | 'badTxid'
  | 'noKey'
  | 'accountTooLong'
  | 'amountTooLong';

/** An EMV field's length has two digits: a template (26, 62) holds at most 99 characters; the amount (54) 13. */
const FIELD_MAX = 99;
const AMOUNT_MAX_LENGTH = 13;

export const brCodeProblemMessages: Record<BrCodeProblem, string> = {
  nameTooLong: `O nome do recebedor passa de ${BR_CODE_NAME_MAX} caracteres.`,
  cityTooLong: `A cidade do recebedor passa de ${BR_CODE_CITY_MAX} caracteres.`,
  nameMissing: 'Informe o nome do recebedor.',
  cityMissing: 'Informe a cidade do recebedor.',
  badAmount: 'O valor do Pix deve ser positivo, em centavos.',
  badTxid: 'O identificador da cobrança deve ter de 1 a 25 letras e números.',
  noKey: 'Informe a chave Pix ou a URL da cobrança.',
  accountTooLong: 'A chave (ou a URL) e a descrição juntas passam do limite do código Pix: encurte a descrição.',
  amountTooLong: 'O valor do Pix passa do limite do código (13 caracteres).',
};

export class BrCodeError extends Error {
  constructor(readonly problem: BrCodeProblem) {
    super(brCodeProblemMessages[problem]);
    this.name = 'BrCodeError';
  }
}

/** Accents folded to ASCII, so character and byte lengths agree. */
export const foldToAscii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim();

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
const reais = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** The payload's problems, empty when it can be built. */
export function brCodeProblems(input: BrCodeInput): BrCodeProblem[] {
  const problems: BrCodeProblem[] = [];
  const name = foldToAscii(input.merchantName);
  const city = foldToAscii(input.merchantCity);
  if (!input.key?.trim() && !input.url?.trim()) problems.push('noKey');
  if (!name) problems.push('nameMissing');
  else if (name.length > BR_CODE_NAME_MAX) problems.push('nameTooLong');
  if (!city) problems.push('cityMissing');
  else if (city.length > BR_CODE_CITY_MAX) problems.push('cityTooLong');
  if (input.amount !== undefined && (!Number.isInteger(input.amount) || input.amount <= 0)) problems.push('badAmount');
  if (input.txid !== undefined && !TXID.test(input.txid)) problems.push('badTxid');
  if (accountTemplate(input).length > FIELD_MAX) problems.push('accountTooLong');
  if (input.amount !== undefined && reais(input.amount).length > AMOUNT_MAX_LENGTH) problems.push('amountTooLong');
  return problems;
}

/** The merchant account template (26): the GUI, the key or the location URL, and the description. */
function accountTemplate(input: BrCodeInput): string {
  const dynamic = Boolean(input.url?.trim());
  return (
    field('00', 'br.gov.bcb.pix') +
    (dynamic ? field('25', input.url?.trim() ?? '') : field('01', input.key?.trim() ?? '')) +
    (input.description ? field('02', foldToAscii(input.description)) : '')
  );
}

/** The BR Code text; throws a BrCodeError naming the first problem. */
export function buildBrCode(input: BrCodeInput): string {
  const [problem] = brCodeProblems(input);
  if (problem) throw new BrCodeError(problem);
  const dynamic = Boolean(input.url?.trim());
  const account = accountTemplate(input);
  const payload =
    field('00', '01') +
    (dynamic ? field('01', '12') : '') +
    field('26', account) +
    field('52', '0000') +
    field('53', '986') +
    (input.amount !== undefined ? field('54', reais(input.amount)) : '') +
    field('58', 'BR') +
    field('59', foldToAscii(input.merchantName)) +
    field('60', foldToAscii(input.merchantCity)) +
    field('62', field('05', input.txid ?? '***')) +
    '6304';
  return payload + crc16CcittFalse(payload);
}

export interface ParsedBrCode {
  fields: Map<string, string>;
  key: string | null;
  url: string | null;
  amount: number | null;
  merchantName: string;
  merchantCity: string;
  txid: string;
}

function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const id = text.slice(at, at + 2);
    const length = Number(text.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(text.slice(at + 2, at + 4))) return null;
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}

/** Reads a BR Code; null when its structure or CRC is wrong (an altered code must never be paid). */
export function parseBrCode(text: string): ParsedBrCode | null {
  const code = text.trim();
  if (code.length < 8 || code.slice(-8, -4) !== '6304') return null;
  if (crc16CcittFalse(code.slice(0, -4)) !== code.slice(-4).toUpperCase()) return null;
  const fields = readFields(code);
  if (!fields || fields.get('00') !== '01') return null;
  const account = readFields(fields.get('26') ?? '');
  if (!account || account.get('00')?.toLowerCase() !== 'br.gov.bcb.pix') return null;
  const amountText = fields.get('54');
  const extra = readFields(fields.get('62') ?? '');
  return {
    fields,
    key: account.get('01') ?? null,
    url: account.get('25') ?? null,
    amount: amountText && /^\d+\.\d{2}$/.test(amountText) ? Math.round(Number(amountText) * 100) : null,
    merchantName: fields.get('59') ?? '',
    merchantCity: fields.get('60') ?? '',
    txid: extra?.get('05') ?? '***',
  };
}
