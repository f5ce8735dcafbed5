import {
  brazilianStates,
  merchantCategoryCodes,
  salesChannels,
  settlementAccountProblems,
  settlementAccountTypes,
  type EstablishmentDetail,
  type EstablishmentEdit,
  type EstablishmentKind,
  type MerchantCategory,
  type NewEstablishment,
  type RegistryRecord,
  type SalesChannel,
} from '@painel/api-client';
import { documentCharactersOf, isValidCpfOrCnpj } from '@painel/api-client/money';
import * as z from 'zod/mini';
import type { FieldOf } from '../../core/forms';
import type { establishmentsMessages } from './messages';

/** What the store wizard holds: the registry's answer travels with the draft, never to the API. */
export interface NewStoreValues {
  kind: EstablishmentKind;
  /** '' for none (a platform store); only platform staff choose. */
  whiteLabelId: string;
  document: string;
  registry: RegistryRecord | null;
  tradeName: string;
  mcc: string;
  address: NewEstablishment['address'];
  contact: NewEstablishment['contact'];
  /** The chosen bank's name as the bank field listed it (for the hints and the review; not sent). */
  bankName: string;
  /** The settlement account as the API takes it, but its holder (always the store's own document). */
  bank: Omit<NonNullable<NewEstablishment['settlementAccount']>, 'holderDocument'>;
  channels: SalesChannel[];
  /** An edit only: whether a new settlement account is asked for, and why (the approver reads it). */
  changeAccount: boolean;
  reason: string;
  /** An edit of a CPF's store, whose document the API shows masked: the holder's CPF, typed. */
  holderDocument: string;
}

export const emptyNewStore: NewStoreValues = {
  kind: 'store',
  whiteLabelId: '',
  document: '',
  registry: null,
  tradeName: '',
  mcc: '',
  address: { cep: '', street: '', number: '', complement: '', district: '', city: '', state: '' },
  contact: { name: '', email: '', phone: '' },
  bankName: '',
  bank: { bankCode: '', accountType: 'checking', agency: '', agencyDigit: '', account: '', accountDigit: '' },
  channels: [],
  changeAccount: false,
  reason: '',
  holderDocument: '',
};

type Problems = (typeof establishmentsMessages)['create']['problems'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const trimmed = (min: number, max: number) => (value: string) =>
  value.trim().length >= min && value.trim().length <= max;
const filled = (value: string) => value.trim().length > 0;

/**
 * The API's rules (it says the same on its fields), checked step by step before sending. An edit keeps the store's
 * document, and checks an account only when a new one is asked for, with its reason.
 */
export function newStoreSchema(p: Problems, mode: 'create' | 'edit' = 'create') {
  const address = z.object({
    cep: z.string().check(z.refine((value) => value.replace(/\D/g, '').length === 8, p.cep)),
    street: z.string().check(z.refine(filled, p.address)),
    number: z.string().check(z.refine(filled, p.address)),
    complement: z.string(),
    district: z.string().check(z.refine(filled, p.address)),
    city: z.string().check(z.refine(filled, p.address)),
    state: z.string().check(z.refine((value) => (brazilianStates as readonly string[]).includes(value), p.state)),
  });
  return z
    .object({
      kind: z.enum(['store', 'whiteLabel']),
      whiteLabelId: z.string(),
      bankName: z.string(),
      document: mode === 'create' ? z.string().check(z.refine(isValidCpfOrCnpj, p.document)) : z.string(),
      registry: z.nullable(z.custom<RegistryRecord>()),
      tradeName: z.string().check(z.refine(trimmed(2, 60), p.tradeName)),
      mcc: z.string().check(z.refine((value) => (merchantCategoryCodes as readonly string[]).includes(value), p.mcc)),
      address,
      contact: z.object({
        name: z.string().check(z.refine(trimmed(3, 100), p.contactName)),
        email: z.string().check(z.refine((value) => EMAIL.test(value.trim()), p.email)),
        phone: z.string().check(z.refine((value) => value.replace(/\D/g, '').length >= 10, p.phone)),
      }),
      bank: z.object({
        bankCode: z.string(),
        accountType: z.enum(settlementAccountTypes),
        agency: z.string(),
        agencyDigit: z.string(),
        account: z.string(),
        accountDigit: z.string(),
      }),
      channels: z.array(z.enum(salesChannels)),
      changeAccount: z.boolean(),
      reason: z.string(),
      holderDocument: z.string(),
    })
    .check(
      z.superRefine((values, context) => {
        // A white label sells nothing: its account and channels are not asked.
        if (values.kind === 'whiteLabel') return;
        const issue = (path: (string | number)[], message: string) =>
          context.issues.push({ code: 'custom', path, message, input: values });
        if (values.channels.length === 0) issue(['channels'], p.channels);
        if (mode === 'edit' && !values.changeAccount) return;
        if (!values.bank.bankCode) issue(['bank', 'bankCode'], p.bankCode);
        else
          for (const problem of settlementAccountProblems(values.bank))
            issue(['bank', problem === 'accountCheck' ? 'accountDigit' : problem], p[problem]);
        if (mode === 'edit' && !trimmed(10, 500)(values.reason)) issue(['reason'], p.reason);
      }),
    );
}

/** Where the API's field names go on the wizard's fields. */
export const newStoreFieldOf: FieldOf = (path) => {
  if (path === 'settlementAccount.accountCheck') return 'bank.accountDigit';
  if (path === 'settlementAccount.holderDocument' || path === 'settlementAccount') return 'document';
  if (path.startsWith('settlementAccount.')) return `bank.${path.slice('settlementAccount.'.length)}`;
  return path;
};

/** The API's body of the wizard's values: the holder is the store itself; a white label has no account. */
export function newEstablishmentOf(values: NewStoreValues, idempotencyKey: string): NewEstablishment {
  return { idempotencyKey, ...storeBodyOf(values) };
}

/** What a creation and an edit send alike: the trimmed data, the account with the store as its holder. */
function storeBodyOf(values: NewStoreValues): Omit<NewEstablishment, 'idempotencyKey'> {
  const store = values.kind === 'store';
  const trim = <T extends Record<string, string>>(record: T) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, value.trim()])) as T;
  return {
    kind: values.kind,
    document: documentCharactersOf(values.document),
    tradeName: values.tradeName.trim(),
    mcc: values.mcc as MerchantCategory,
    whiteLabelId: store && values.whiteLabelId ? Number(values.whiteLabelId) : null,
    address: trim(values.address),
    contact: trim(values.contact),
    settlementAccount: store
      ? {
          ...values.bank,
          accountDigit: values.bank.accountDigit.toUpperCase(),
          holderDocument: documentCharactersOf(values.holderDocument || values.document),
        }
      : null,
    channels: store ? values.channels : [],
  };
}

/** The API's body of an edit: the store's data, and the new account only when one is asked for. */
export function establishmentEditOf(values: NewStoreValues): EstablishmentEdit {
  const { settlementAccount, ...body } = storeBodyOf(values);
  return {
    tradeName: body.tradeName,
    mcc: body.mcc,
    address: body.address,
    contact: body.contact,
    channels: body.channels,
    settlementAccount: values.changeAccount ? settlementAccount : null,
    reason: values.changeAccount ? values.reason.trim() : '',
  };
}

/** An edit's values of a store as the API shows it: the account is the one it has, until a new one is asked. */
export function newStoreValuesOf(store: EstablishmentDetail): NewStoreValues {
  return {
    ...emptyNewStore,
    kind: store.kind,
    document: store.document,
    tradeName: store.tradeName,
    mcc: store.mcc,
    address: { ...store.address },
    contact: { ...store.contact },
    channels: [...store.channels],
  };
}
