import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { addBusinessDays, isBusinessDay, onOrNextBusinessDay, type CivilDate } from './calendar';
import type { Cents } from './cents';
import { documentCharactersOf, isValidCnpj, isValidCpfOrCnpj, maskDocument } from './documents';
import type { PixKeyType, TransferBlock } from './vocabulary';

/** A company's transfer options: fees, limits, the TED cut-off, the approval threshold. */
export interface TransferRules {
  pixFee: Cents;
  tedFee: Cents;
  /** The least a transfer moves. */
  minimum: Cents;
  /** Per calendar day (São Paulo), all transfers together. */
  dailyLimit: Cents;
  /** CPF accounts only, from 20:00 to 06:00 (Res. BCB 142); null for CNPJ accounts. */
  nightLimit: Cents | null;
  /** TED: seconds after midnight, São Paulo (17:00). */
  tedCutoffSecond: number;
  /** Above this a transfer waits for a second person's approval; null (the default) for never. */
  approvalThreshold: Cents | null;
  /** When the night period starts: 20:00 by default; the holder may move it to 21:00 or 22:00 (Res. BCB 142). */
  nightStartSecond: number;
}

export const NIGHT_START_SECOND = 20 * 3600;
export const NIGHT_END_SECOND = 6 * 3600;
/** The night starts the holder may choose. */
export const NIGHT_START_CHOICES = [20 * 3600, 21 * 3600, 22 * 3600] as const;
/** A TED moved to a later business day is sent as that day's first batch, in daytime. */
export const TED_SEND_SECOND = 9 * 3600;

export const defaultTransferRules: TransferRules = {
  pixFee: 0,
  tedFee: 349,
  minimum: 100,
  dailyLimit: 5_000_000,
  nightLimit: 100_000,
  tedCutoffSecond: 17 * 3600,
  approvalThreshold: null,
  nightStartSecond: NIGHT_START_SECOND,
};

export const isNightSecond = (second: number, nightStart = NIGHT_START_SECOND) =>
  second >= nightStart || second < NIGHT_END_SECOND;

/** A moment in São Paulo: the civil date and the second of the day. */
export interface SaoPauloMoment {
  date: CivilDate;
  second: number;
}

/**
 * When a TED requested now is sent: today when it is a business day before the cut-off, else the next business
 * day (the transfer is then "prorrogada" and the date is shown). Pix goes at once, any day.
 */
export function tedDate(now: SaoPauloMoment, cutoffSecond = defaultTransferRules.tedCutoffSecond) {
  if (isBusinessDay(now.date) && now.second < cutoffSecond) return { date: now.date, moved: false };
  const next = isBusinessDay(now.date) ? addBusinessDays(now.date, 1) : onOrNextBusinessDay(now.date);
  return { date: next, moved: true };
}

/** "Transferir tudo": the whole available balance less the fee, never below zero. */
export const transferAllAmount = (available: Cents, fee: Cents): Cents => Math.max(0, available - fee);

export interface TransferCheckInput {
  amount: Cents;
  fee: Cents;
  available: Cents;
  /** Already moved on the day / in the night the transfer goes (São Paulo), by every transfer of the company. */
  usedToday: Cents;
  usedTonight: Cents;
  /** The second of the day the transfer goes: now, or the sending hour of a TED moved to a later day. */
  second: number;
  rules: TransferRules;
  /** The account's holder: the night limit is for people (CPF). */
  holder: 'cpf' | 'cnpj';
}

/** The first reason a transfer cannot be made now, or null. */
export function transferCheck(input: TransferCheckInput): TransferBlock | null {
  const { amount, fee, available, rules } = input;
  if (!Number.isInteger(amount) || amount < rules.minimum) return 'minimum';
  if (amount + fee > available) return 'balance';
  if (input.usedToday + amount > rules.dailyLimit) return 'daily';
  if (input.holder === 'cpf' && rules.nightLimit !== null && isNightSecond(input.second, rules.nightStartSecond)) {
    if (input.usedTonight + amount > rules.nightLimit) return 'night';
  }
  return null;
}

export const transferBlockMessages: Record<TransferBlock, string> = {
  minimum: 'O valor mínimo de uma transferência é R$ 1,00.',
  balance: 'Saldo insuficiente: o valor mais a tarifa passa do saldo disponível.',
  daily: 'O limite total diário disponível para esta operação foi excedido.',
  night: 'Limite noturno excedido: das 20h às 6h, contas de pessoa física transferem até o limite noturno.',
};

export type PixKeyResult =
  { ok: true; type: PixKeyType; value: string; note?: string } | { ok: false; message: string };

const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/;
const RANDOM_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHONE = /^\+55[1-9][0-9]9\d{8}$/;

export const pixKeyMessages = {
  empty: 'Informe a chave Pix.',
  cpf: 'CPF inválido: confira os 11 dígitos.',
  cnpj: 'CNPJ inválido: confira os 14 dígitos.',
  email: 'E-mail inválido: use o formato nome@dominio.com.br.',
  phone: 'Celular inválido: use +55, o DDD e os 9 dígitos (ex.: +55 11 91234-5678).',
  random: 'Chave aleatória inválida: são 36 caracteres no formato 8-4-4-4-12.',
  unknown: 'Não reconhecemos esta chave. Escolha o tipo da chave.',
  readAsCpf: 'Lida como CPF. Se é um celular, digite +55 antes do DDD.',
};

function asPhone(raw: string) {
  const digits = raw.replace(/\D/g, '');
  return `+${raw.trim().startsWith('+') ? digits : `55${digits}`}`;
}

/**
 * A Pix key as typed, checked against its type and normalised (digits only for a CPF, digits and upper-case
 * letters for a CNPJ, which may be alphanumeric; +55… for a phone, lower case for e-mail and random keys). With type 'auto' the type is read from the key; an 11-digit
 * number that is a valid CPF is read as a CPF unless it starts with +55, and the result says so.
 */
export function parsePixKey(type: PixKeyType | 'auto', raw: string): PixKeyResult {
  const text = raw.trim();
  if (!text) return { ok: false, message: pixKeyMessages.empty };
  const digits = text.replace(/\D/g, '');
  switch (type) {
    case 'cpf':
      return digits.length === 11 && isValidCpf(digits)
        ? { ok: true, type, value: digits }
        : { ok: false, message: pixKeyMessages.cpf };
    case 'cnpj':
      return isValidCnpj(text)
        ? { ok: true, type, value: documentCharactersOf(text) }
        : { ok: false, message: pixKeyMessages.cnpj };
    case 'email': {
      const value = text.toLowerCase();
      return EMAIL.test(value) && value.length <= 77
        ? { ok: true, type, value }
        : { ok: false, message: pixKeyMessages.email };
    }
    case 'phone': {
      const value = asPhone(text);
      return PHONE.test(value) ? { ok: true, type, value } : { ok: false, message: pixKeyMessages.phone };
    }
    case 'random': {
      const value = text.toLowerCase();
      return RANDOM_KEY.test(value) ? { ok: true, type, value } : { ok: false, message: pixKeyMessages.random };
    }
    case 'auto': {
      if (text.includes('@')) return parsePixKey('email', text);
      if (/^[0-9a-f]{8}-/i.test(text)) return parsePixKey('random', text);
      if (text.startsWith('+')) return parsePixKey('phone', text);
      if (digits.length === 11 && isValidCpf(digits) && /^[\d.\-\s]+$/.test(text)) {
        return { ok: true, type: 'cpf', value: digits, note: pixKeyMessages.readAsCpf };
      }
      if (isValidCnpj(text)) return parsePixKey('cnpj', text);
      if (digits.length === 11 || digits.length === 13) return parsePixKey('phone', text);
      return { ok: false, message: pixKeyMessages.unknown };
    }
  }
}

/** The key as a receipt shows it: most of a document or phone hidden. */
export function maskPixKey(type: PixKeyType, value: string): string {
  switch (type) {
    case 'cpf':
    case 'cnpj':
      return maskDocument(value);
    case 'phone':
      return `${value.slice(0, 5)} *****-${value.slice(-4)}`;
    case 'email': {
      const [name = '', domain = ''] = value.split('@');
      return `${name.slice(0, 2)}***@${domain}`;
    }
    case 'random':
      return `${value.slice(0, 8)}-****-****-****-${value.slice(-4)}`;
  }
}

/** Brazilian banks by COMPE code, for the bank-account form. */
export const banks = [
  { code: '001', name: 'Banco do Brasil' },
  { code: '033', name: 'Santander' },
  { code: '077', name: 'Banco Inter' },
  { code: '104', name: 'Caixa Econômica Federal' },
  { code: '208', name: 'BTG Pactual' },
  { code: '212', name: 'Banco Original' },
  { code: '237', name: 'Bradesco' },
  { code: '260', name: 'Nu Pagamentos' },
  { code: '290', name: 'PagSeguro' },
  { code: '323', name: 'Mercado Pago' },
  { code: '336', name: 'C6 Bank' },
  { code: '341', name: 'Itaú Unibanco' },
  { code: '380', name: 'PicPay' },
  { code: '422', name: 'Banco Safra' },
  { code: '748', name: 'Sicredi' },
  { code: '756', name: 'Sicoob' },
] as const;

export interface BankAccountInput {
  bankCode: string;
  branch: string;
  account: string;
  accountDigit: string;
  holderName: string;
  holderDocument: string;
}

export const bankAccountMessages = {
  bankCode: 'Escolha o banco.',
  branch: 'Agência: 4 dígitos, sem o dígito verificador.',
  account: 'Conta: até 12 dígitos.',
  accountDigit: 'Dígito da conta: 1 número ou X.',
  holderName: 'Informe o nome do titular.',
  holderDocument: 'CPF ou CNPJ do titular inválido.',
};

/**
 * The bank-account form's problems, field by field (empty when it can be sent). `knownBank` says which codes are
 * banks: by default the well-known ones above; the API passes the Central Bank's whole list (`bankNameOf`).
 */
export function bankAccountProblems(
  input: BankAccountInput,
  knownBank: (code: string) => boolean = (code) => banks.some((bank) => bank.code === code),
): Partial<Record<keyof BankAccountInput, string>> {
  const problems: Partial<Record<keyof BankAccountInput, string>> = {};
  if (!knownBank(input.bankCode)) problems.bankCode = bankAccountMessages.bankCode;
  if (!/^\d{4}$/.test(input.branch)) problems.branch = bankAccountMessages.branch;
  if (!/^\d{1,12}$/.test(input.account)) problems.account = bankAccountMessages.account;
  if (!/^[\dXx]$/.test(input.accountDigit)) problems.accountDigit = bankAccountMessages.accountDigit;
  if (input.holderName.trim().length < 3) problems.holderName = bankAccountMessages.holderName;
  if (!isValidCpfOrCnpj(input.holderDocument)) problems.holderDocument = bankAccountMessages.holderDocument;
  return problems;
}
