import * as z from 'zod/mini';
import {
  establishmentKinds,
  establishmentStatusActions,
  establishmentStatuses,
  merchantCategoryCodes,
  salesChannels,
  settlementAccountTypes,
} from '../establishment/establishmentVocabulary';
import { defineEndpoints } from './types';

const person = z.object({ name: z.string(), email: z.string() });
const named = z.object({ companyId: z.int(), name: z.string() });

/** One row of White Label e Lojas: a store (or a white label) with its owner, parent, status and last 30 days. */
export const establishmentSummarySchema = z.object({
  id: z.int(),
  kind: z.enum(establishmentKinds),
  tradeName: z.string(),
  legalName: z.string(),
  /** CNPJ (numeric or alphanumeric) in full, public data; a CPF masked. */
  document: z.string(),
  /** The legal owner (Cliente); for a white label, itself. */
  owner: named,
  whiteLabel: z.nullable(named),
  status: z.enum(establishmentStatuses),
  mcc: z.enum(merchantCategoryCodes),
  city: z.string(),
  state: z.string(),
  createdAt: z.string(),
  /** Approved sales of the last 30 days, in centavos (a white label: of all its stores). */
  volume30d: z.int(),
  /** The owner's available balance, in centavos; null when the caller may not see balances. */
  balance: z.nullable(z.int()),
  activeTerminals: z.int(),
  lastSaleAt: z.nullable(z.string()),
});
export type EstablishmentSummary = z.output<typeof establishmentSummarySchema>;

export const establishmentPageSchema = z.object({
  items: z.array(establishmentSummarySchema),
  total: z.int(),
  /** Sums of the whole filtered list, not of the page. */
  totals: z.object({ volume30d: z.int() }),
  canCreate: z.boolean(),
  canEdit: z.boolean(),
  /** The white labels the caller may filter by (platform staff only; empty otherwise). */
  whiteLabels: z.array(named),
});
export type EstablishmentPage = z.output<typeof establishmentPageSchema>;

export const establishmentQuerySchema = z.object({
  status: z.optional(z.enum(establishmentStatuses)),
  kind: z.optional(z.enum(establishmentKinds)),
  whiteLabel: z.optional(z.string()),
  state: z.optional(z.string()),
  mcc: z.optional(z.string()),
  createdFrom: z.optional(z.string()),
  createdTo: z.optional(z.string()),
  /** Name (trade or legal) or CNPJ/CPF. */
  search: z.optional(z.string()),
  /** The stores of one company (a Cliente or a white label): /dashboard/establishments/{idcompany}. */
  companyId: z.optional(z.string()),
  page: z.optional(z.string()),
  pageSize: z.optional(z.string()),
});
export type EstablishmentQuery = z.input<typeof establishmentQuerySchema>;

const address = z.object({
  cep: z.string(),
  street: z.string(),
  number: z.string(),
  complement: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});

export const establishmentDetailSchema = z.object({
  ...establishmentSummarySchema.shape,
  statusReason: z.nullable(z.string()),
  statusHistory: z.array(
    z.object({ status: z.enum(establishmentStatuses), reason: z.string(), at: z.string(), by: z.nullable(person) }),
  ),
  address,
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** The settlement account, its number masked to the last digits. */
  bankAccount: z.nullable(
    z.object({
      bankCode: z.string(),
      bankName: z.string(),
      branch: z.string(),
      account: z.string(),
      holder: z.string(),
    }),
  ),
  /** A new settlement account waiting for a second person's approval. */
  pendingBankAccount: z.nullable(z.object({ approvalId: z.string(), bankName: z.string(), account: z.string() })),
  channels: z.array(z.enum(salesChannels)),
  plan: z.object({
    name: z.string(),
    rates: z.array(z.object({ label: z.string(), rate: z.string() })),
  }),
  softDescriptor: z.string(),
  /** The stores of a white label (or of a Cliente), with their status. */
  stores: z.array(z.object({ id: z.int(), tradeName: z.string(), status: z.enum(establishmentStatuses) })),
  /** The status changes the caller may make now. */
  statusActions: z.array(z.enum(establishmentStatusActions)),
  canEdit: z.boolean(),
});
export type EstablishmentDetail = z.output<typeof establishmentDetailSchema>;

export const establishmentStatusChangeSchema = z.object({
  action: z.enum(establishmentStatusActions),
  reason: z.string(),
});
export type EstablishmentStatusChange = z.input<typeof establishmentStatusChangeSchema>;

const idParams = z.object({ id: z.string() });

/** What the registry (the Receita Federal's, or the sandbox's likeness of it) says of a CNPJ or CPF. */
export const registryRecordSchema = z.object({
  document: z.string(),
  kind: z.enum(['cnpj', 'cpf']),
  legalName: z.string(),
  tradeName: z.string(),
  /** The main CNAE (a CPF has none). */
  activity: z.nullable(z.object({ code: z.string(), description: z.string() })),
  /** The registry's own word: "Ativa" (a CPF: "Regular") or why not ("Baixada", "Suspensa", "Inapta"…). */
  registrationStatus: z.string(),
  /** Whether the store may be registered on it: only an active CNPJ or a regular CPF. */
  mayRegister: z.boolean(),
  statusReason: z.nullable(z.string()),
  openedOn: z.nullable(z.string()),
  /** The MCC the CNAE suggests. */
  suggestedMcc: z.nullable(z.enum(merchantCategoryCodes)),
  address: z.nullable(address),
  /** A store already registered on this document, and where (both null when it is outside the caller's tree). */
  alreadyRegistered: z.nullable(z.object({ tradeName: z.nullable(z.string()), whiteLabel: z.nullable(z.string()) })),
});
export type RegistryRecord = z.output<typeof registryRecordSchema>;

export const postalAddressSchema = z.object({
  cep: z.string(),
  street: z.string(),
  district: z.string(),
  city: z.string(),
  state: z.string(),
});
export type PostalAddress = z.output<typeof postalAddressSchema>;

const settlementAccount = z.object({
  bankCode: z.string(),
  accountType: z.enum(settlementAccountTypes),
  agency: z.string(),
  agencyDigit: z.string(),
  account: z.string(),
  accountDigit: z.string(),
  holderDocument: z.string(),
});

export const newEstablishmentSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  kind: z.enum(establishmentKinds),
  document: z.string(),
  tradeName: z.string(),
  mcc: z.enum(merchantCategoryCodes),
  /** The white label the store belongs to (platform staff choose; a white label's own people create in theirs). */
  whiteLabelId: z.nullable(z.int()),
  address,
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** Where a store's sales are paid; a white label sells nothing, so has none (null). */
  settlementAccount: z.nullable(settlementAccount),
  /** Where a store sells (at least one); empty for a white label. */
  channels: z.array(z.enum(salesChannels)),
});
export type NewEstablishment = z.input<typeof newEstablishmentSchema>;

export const createdEstablishmentSchema = z.object({ id: z.int(), status: z.enum(establishmentStatuses) });

/**
 * A store's edit: its data apply at once; a new settlement account (when given) is a request a second person approves,
 * with the reason the approver reads.
 */
export const establishmentEditSchema = z.object({
  tradeName: z.string(),
  mcc: z.enum(merchantCategoryCodes),
  address,
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  channels: z.array(z.enum(salesChannels)),
  /** null keeps the account it has. */
  settlementAccount: z.nullable(settlementAccount),
  /** Why the account changes (10 to 500 characters), when it does. */
  reason: z.string(),
});
export type EstablishmentEdit = z.input<typeof establishmentEditSchema>;

export const establishmentEditResultSchema = z.object({
  establishment: establishmentDetailSchema,
  /** The new settlement account's request, waiting for a second person; null when none was asked. */
  approval: z.nullable(z.object({ id: z.string() })),
});
export type EstablishmentEditResult = z.output<typeof establishmentEditResultSchema>;

/**
 * White Label e Lojas: the stores and white labels in the caller's tree, one of them, its status changes, and the
 * creation of a store (with the registry's and the postal code's lookups it starts from).
 */
export const establishmentEndpoints = defineEndpoints({
  lookupRegistry: {
    method: 'GET',
    path: 'registry/{document}',
    base: 'api',
    auth: true,
    group: 'establishments',
    params: z.object({ document: z.string() }),
    response: registryRecordSchema,
    errors: [401, 403, 404, 422, 500],
  },
  lookupPostalCode: {
    method: 'GET',
    path: 'postal-codes/{cep}',
    base: 'api',
    auth: true,
    group: 'establishments',
    params: z.object({ cep: z.string() }),
    response: postalAddressSchema,
    errors: [401, 404, 422, 500],
  },
  createEstablishment: {
    method: 'POST',
    path: 'establishments',
    base: 'api',
    auth: true,
    group: 'establishments',
    body: newEstablishmentSchema,
    response: createdEstablishmentSchema,
    successStatus: 201,
    errors: [401, 403, 422, 500],
  },
  establishments: {
    method: 'GET',
    path: 'establishments',
    base: 'api',
    auth: true,
    group: 'establishments',
    query: establishmentQuerySchema,
    response: establishmentPageSchema,
    errors: [401, 403, 422, 500],
  },
  establishment: {
    method: 'GET',
    path: 'establishments/{id}',
    base: 'api',
    auth: true,
    group: 'establishments',
    params: idParams,
    response: establishmentDetailSchema,
    errors: [401, 403, 404, 500],
  },
  updateEstablishment: {
    method: 'PUT',
    path: 'establishments/{id}',
    base: 'api',
    auth: true,
    group: 'establishments',
    params: idParams,
    body: establishmentEditSchema,
    response: establishmentEditResultSchema,
    errors: [401, 403, 404, 422, 500],
  },
  changeEstablishmentStatus: {
    method: 'POST',
    path: 'establishments/{id}/status',
    base: 'api',
    auth: true,
    group: 'establishments',
    params: idParams,
    body: establishmentStatusChangeSchema,
    response: establishmentDetailSchema,
    errors: [401, 403, 404, 422, 500],
  },
});
