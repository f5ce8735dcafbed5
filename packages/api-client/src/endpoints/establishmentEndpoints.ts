import * as z from 'zod/mini';
import {
  establishmentKinds,
  establishmentStatusActions,
  establishmentStatuses,
  merchantCategoryCodes,
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

/** White Label e Lojas: the stores and white labels in the caller's tree, one of them, and its status changes. */
export const establishmentEndpoints = defineEndpoints({
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
