import * as z from 'zod/mini';
import { cardBrands } from '../money/pricing';
import { anticipationStatuses, paymentMethods, receivableStatuses, receivableViews } from '../money/vocabulary';
import { confirmationKinds } from './money';
import { defineEndpoints } from './types';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();
const csv = z.optional(z.string());

export const receivableQuerySchema = z.object({
  /** Expected payment dates, inclusive. */
  from: civilDate,
  to: civilDate,
  companyId: z.optional(z.string()),
  status: csv,
  method: csv,
  brand: csv,
  /** A detail route's view: a transaction's installments, or one day's anticipated, future or pledged ones. */
  view: z.optional(z.enum(receivableViews)),
  transactionId: z.optional(z.string()),
  anticipationId: z.optional(z.string()),
  order: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type ReceivableQueryInput = z.input<typeof receivableQuerySchema>;

export const receivableSchema = z.object({
  /** The transaction's id and the installment number: TX…-3. */
  id: z.string(),
  transactionId: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  saleDate: civilDate,
  method: z.enum(paymentMethods),
  brand: z.nullable(z.enum(cardBrands)),
  installment: z.int(),
  of: z.int(),
  /** When it pays (the credit date when anticipated). */
  expectedDate: civilDate,
  /** When it would have paid without anticipation. */
  originalDate: civilDate,
  gross: cents,
  /** MDR and fixed fee, charged at the sale. */
  mdr: cents,
  anticipationFee: cents,
  /** gross − mdr − anticipationFee. */
  net: cents,
  status: z.enum(receivableStatuses),
  anticipationId: z.nullable(z.string()),
  /** A receivable pledged as guarantee: the contract that holds it. */
  contract: z.nullable(z.object({ id: z.string(), holder: z.string(), until: civilDate })),
  /** Whether it can be anticipated now. */
  anticipatable: z.boolean(),
  /**
   * The sale was refunded or charged back on `date`: its whole value left the available balance then, and this
   * installment still pays on its date.
   */
  saleEvent: z.optional(z.nullable(z.object({ kind: z.enum(['refund', 'chargeback']), date: civilDate }))),
});
export type Receivable = z.output<typeof receivableSchema>;

const figures = { count: z.int(), gross: cents, mdr: cents, anticipationFee: cents, net: cents };

export const receivableScheduleSchema = z.object({
  companyId: z.nullable(z.int()),
  companyName: z.string(),
  from: civilDate,
  to: civilDate,
  asOf: civilDate,
  /** What the filters keep: totals, by status and by day (every day of the period that has any). */
  totals: z.object(figures),
  statuses: z.array(z.object({ status: z.enum(receivableStatuses), count: z.int(), net: cents })),
  days: z.array(z.object({ date: civilDate, ...figures, pledged: cents, anticipated: cents })),
  /** Whatever the filters: the balances' a receber (every future installment) and what can be anticipated. */
  outlook: z.object({ receivable: cents, next30Days: cents, anticipatable: cents, pledged: cents }),
  items: z.array(receivableSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ReceivableSchedule = z.output<typeof receivableScheduleSchema>;

export const anticipationOptionsSchema = z.object({
  companyId: z.int(),
  companyName: z.string(),
  /** Basis points a.m., simple pro rata per day. */
  monthlyRate: z.int(),
  maxPercent: z.int(),
  creditDate: civilDate,
  /** 'HH:MM', São Paulo: before it on a business day, the money lands the same day. */
  cutoff: z.string(),
  anticipatable: z.object({
    count: z.int(),
    net: cents,
    firstDate: z.nullable(civilDate),
    lastDate: z.nullable(civilDate),
  }),
  /** What the plan lets the merchant anticipate now. */
  limit: cents,
  pledged: z.object({ count: z.int(), net: cents }),
  confirmWith: z.enum(confirmationKinds),
  now: z.string(),
});
export type AnticipationOptions = z.output<typeof anticipationOptionsSchema>;

/** What to anticipate: chosen receivables, or everything due by a date that fits the limit. */
export const anticipationRequestSchema = z.object({
  companyId: z.optional(z.int()),
  receivableIds: z.optional(z.array(z.string()).check(z.maxLength(500))),
  until: z.optional(civilDate),
});

export const anticipationItemSchema = z.object({
  receivableId: z.string(),
  transactionId: z.string(),
  installment: z.int(),
  of: z.int(),
  brand: z.nullable(z.enum(cardBrands)),
  originalDate: civilDate,
  days: z.int(),
  net: cents,
  fee: cents,
  credited: cents,
});

export const anticipationSimulationSchema = z.object({
  companyId: z.int(),
  creditDate: civilDate,
  count: z.int(),
  /** The receivables after MDR, the anticipation fee (its whole cost) and what is credited: net − fee. */
  net: cents,
  fee: cents,
  credited: cents,
  monthlyRate: z.int(),
  /** The fee over the net, in basis points (what it costs in all, not a.m.). */
  feeRate: z.int(),
  averageDays: z.int(),
  /** The first items, nearest first (up to 200); `count` has them all. */
  items: z.array(anticipationItemSchema),
  expiresAt: z.string(),
  /** Sent back to confirm: the server checks the figures have not changed and the quote has not expired. */
  quote: z.string(),
});
export type AnticipationSimulation = z.output<typeof anticipationSimulationSchema>;

export const createAnticipationSchema = z.object({
  ...anticipationRequestSchema.shape,
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  quote: z.string(),
  password: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type CreateAnticipationInput = z.input<typeof createAnticipationSchema>;

export const anticipationSchema = z.object({
  id: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  requestedAt: z.string(),
  requestedBy: z.string(),
  creditDate: civilDate,
  status: z.enum(anticipationStatuses),
  count: z.int(),
  net: cents,
  fee: cents,
  credited: cents,
  monthlyRate: z.int(),
});
export type Anticipation = z.output<typeof anticipationSchema>;

export const anticipationDetailSchema = z.object({
  ...anticipationSchema.shape,
  items: z.array(anticipationItemSchema),
});
export type AnticipationDetail = z.output<typeof anticipationDetailSchema>;

export const anticipationQuerySchema = z.object({
  from: civilDate,
  to: civilDate,
  companyId: csv,
  status: csv,
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type AnticipationQueryInput = z.input<typeof anticipationQuerySchema>;

export const anticipationPageSchema = z.object({
  items: z.array(anticipationSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totals: z.object({ count: z.int(), net: cents, fee: cents, credited: cents }),
});
export type AnticipationPage = z.output<typeof anticipationPageSchema>;

/** The receivables schedule and anticipations: every figure from the same ledger as the balances. */
export const receivableEndpoints = defineEndpoints({
  receivables: {
    method: 'GET',
    path: 'receivables',
    base: 'api',
    auth: true,
    group: 'money',
    query: receivableQuerySchema,
    response: receivableScheduleSchema,
    errors: [401, 403, 422, 500],
  },
  anticipationOptions: {
    method: 'GET',
    path: 'anticipations/options',
    base: 'api',
    auth: true,
    group: 'money',
    query: z.object({ companyId: z.optional(z.string()) }),
    response: anticipationOptionsSchema,
    errors: [401, 403, 422, 500],
  },
  simulateAnticipation: {
    method: 'POST',
    path: 'anticipations/simulation',
    base: 'api',
    auth: true,
    group: 'money',
    body: anticipationRequestSchema,
    response: anticipationSimulationSchema,
    errors: [401, 403, 422, 500],
  },
  createAnticipation: {
    method: 'POST',
    path: 'anticipations',
    base: 'api',
    auth: true,
    group: 'money',
    body: createAnticipationSchema,
    response: anticipationDetailSchema,
    errors: [401, 403, 422, 500],
  },
  anticipations: {
    method: 'GET',
    path: 'anticipations',
    base: 'api',
    auth: true,
    group: 'money',
    query: anticipationQuerySchema,
    response: anticipationPageSchema,
    errors: [401, 403, 422, 500],
  },
  anticipation: {
    method: 'GET',
    path: 'anticipations/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: anticipationDetailSchema,
    errors: [401, 404, 500],
  },
});
