import * as z from 'zod/mini';
import { cardBrands } from '../money/pricing';
import { paymentLinkKinds, recurrenceCycles, recurrenceStatuses } from '../money/paymentLinkRules';
import { defineEndpoints } from './types';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();
const recurrenceMethods = ['card', 'pix', 'boleto'] as const;
const chargeStatuses = ['paid', 'retrying', 'failed', 'awaiting', 'overdue', 'scheduled'] as const;

export const recurrenceQuerySchema = z.object({
  kind: z.enum(paymentLinkKinds),
  /** Comma-separated statuses. */
  status: z.optional(z.string()),
  /** Part of the customer's name or of the description. */
  q: z.optional(z.string()),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type RecurrenceQueryInput = z.input<typeof recurrenceQuerySchema>;

const cardOnFileSchema = z.object({ brand: z.enum(cardBrands), last4: z.string() });
const chargeSchema = z.object({
  cycle: z.int(),
  dueDate: civilDate,
  amount: cents,
  method: z.enum(recurrenceMethods),
  status: z.enum(chargeStatuses),
  attempts: z.int(),
  refusalCode: z.nullable(z.string()),
  refusalMessage: z.nullable(z.string()),
  paidOn: z.nullable(civilDate),
  retryOn: z.nullable(civilDate),
  /** The sale of its last attempt (the paid one, or the last refused), so the charge links to it. Optional: older APIs. */
  saleId: z.optional(z.nullable(z.string())),
});
export type RecurrenceChargeView = z.output<typeof chargeSchema>;

export const recurrenceSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentLinkKinds),
  companyId: z.int(),
  companyName: z.string(),
  customer: z.nullable(z.object({ name: z.string(), email: z.string(), document: z.string() })),
  description: z.string(),
  amount: cents,
  method: z.enum(recurrenceMethods),
  cycle: z.enum(recurrenceCycles),
  firstDueDate: civilDate,
  status: z.enum(recurrenceStatuses),
  card: z.nullable(cardOnFileSchema),
  nextCharge: z.nullable(z.object({ dueDate: civilDate, amount: cents })),
  /** Charges that failed or are in arrears now. */
  failedCharges: z.int(),
  paidCharges: z.int(),
  createdAt: z.string(),
  /** A subscription made on a plan's public link: the plan. */
  planId: z.nullable(z.string()),
  /** An Anônimo recurrence is a plan: its public subscribe link and how many subscribed. */
  plan: z.nullable(z.object({ checkoutPath: z.string(), subscribers: z.int(), activeSubscribers: z.int() })),
});
export type Recurrence = z.output<typeof recurrenceSchema>;

export const recurrencePageSchema = z.object({
  items: z.array(recurrenceSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Active subscriptions, their monthly recurring revenue (each cycle brought to a month), and those failing. */
  totals: z.object({ active: z.int(), monthlyRevenue: cents, failing: z.int() }),
  /** Anônimo: the plans (public subscribe links) whose subscriptions the list holds; none for Personalizado. */
  plans: z.array(recurrenceSchema),
  canCreate: z.boolean(),
});
export type RecurrencePage = z.output<typeof recurrencePageSchema>;

export const recurrenceDetailSchema = z.object({
  recurrence: recurrenceSchema,
  charges: z.array(chargeSchema),
  /** A plan's subscriptions, newest first; none for a subscription. */
  subscribers: z.array(recurrenceSchema),
});
export type RecurrenceDetail = z.output<typeof recurrenceDetailSchema>;

const newCardSchema = z.object({ number: z.string(), holderName: z.string(), expiry: z.string(), cvv: z.string() });

export const createRecurrenceSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  kind: z.enum(paymentLinkKinds),
  /** Personalizado: the known customer. */
  customer: z.optional(z.object({ name: z.string(), email: z.string(), document: z.string() })),
  description: z.string(),
  amount: cents,
  method: z.enum(recurrenceMethods),
  cycle: z.enum(recurrenceCycles),
  firstDueDate: civilDate,
  /** Card subscriptions: checked now, charged on the first due date. Never stored: only brand and last four. */
  card: z.optional(newCardSchema),
});
export type CreateRecurrenceInput = z.input<typeof createRecurrenceSchema>;

export const recurrenceEndpoints = defineEndpoints({
  recurrences: {
    method: 'GET',
    path: 'recurrences',
    base: 'api',
    auth: true,
    group: 'money',
    query: recurrenceQuerySchema,
    response: recurrencePageSchema,
    errors: [401, 403, 422, 500],
  },
  recurrence: {
    method: 'GET',
    path: 'recurrences/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: recurrenceDetailSchema,
    errors: [401, 403, 404, 500],
  },
  createRecurrence: {
    method: 'POST',
    path: 'recurrences',
    base: 'api',
    auth: true,
    group: 'money',
    body: createRecurrenceSchema,
    response: recurrenceSchema,
    successStatus: 201,
    errors: [401, 403, 422, 500],
  },
  updateRecurrence: {
    method: 'PUT',
    path: 'recurrences/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: z.object({
      amount: z.optional(cents),
      method: z.optional(z.enum(recurrenceMethods)),
      updatePending: z.optional(z.boolean()),
    }),
    response: recurrenceSchema,
    errors: [401, 403, 404, 422, 500],
  },
  pauseRecurrence: {
    method: 'POST',
    path: 'recurrences/{id}/pause',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: recurrenceSchema,
    errors: [401, 403, 404, 422, 500],
  },
  resumeRecurrence: {
    method: 'POST',
    path: 'recurrences/{id}/resume',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: z.object({ nextDueDate: civilDate }),
    response: recurrenceSchema,
    errors: [401, 403, 404, 422, 500],
  },
  cancelRecurrence: {
    method: 'POST',
    path: 'recurrences/{id}/cancel',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: recurrenceSchema,
    errors: [401, 403, 404, 422, 500],
  },
  changeRecurrenceCard: {
    method: 'POST',
    path: 'recurrences/{id}/card',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: z.object({ card: newCardSchema }),
    response: recurrenceSchema,
    errors: [401, 403, 404, 422, 500],
  },
});
