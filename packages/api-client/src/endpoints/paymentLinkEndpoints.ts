import * as z from 'zod/mini';
import { checkoutMethods, paymentLinkKinds, paymentLinkStatuses } from '../money/paymentLinkRules';
import { defineEndpoints } from './types';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();

export const paymentLinkQuerySchema = z.object({
  kind: z.enum(paymentLinkKinds),
  /** Creation dates, inclusive. */
  from: z.optional(civilDate),
  to: z.optional(civilDate),
  /** Part of the link's name. */
  q: z.optional(z.string()),
  /** Comma-separated statuses. */
  status: z.optional(z.string()),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100', 'all'])),
});
export type PaymentLinkQueryInput = z.input<typeof paymentLinkQuerySchema>;

const linkItemSchema = z.object({
  name: z.string(),
  quantity: z.int(),
  unitPrice: cents,
  description: z.optional(z.string()),
});

export const linkMethodsSchema = z.object({
  /** Card: up to `maxInstallments`, the first `interestFree` without interest, the rest at `monthlyInterest` bp a.m. */
  card: z.nullable(
    z.object({
      maxInstallments: z.int(),
      interestFree: z.int(),
      monthlyInterest: z.int(),
    }),
  ),
  pix: z.nullable(z.object({ expiresInMinutes: z.int() })),
  boleto: z.nullable(z.object({ dueDays: z.int() })),
});
export type LinkMethods = z.output<typeof linkMethodsSchema>;

const collectSchema = z.object({ document: z.boolean(), phone: z.boolean(), address: z.boolean() });
const customerSchema = z.object({
  name: z.string(),
  email: z.string(),
  document: z.string(),
  phone: z.optional(z.string()),
});

export const paymentLinkSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentLinkKinds),
  name: z.string(),
  status: z.enum(paymentLinkStatuses),
  companyId: z.int(),
  companyName: z.string(),
  items: z.array(linkItemSchema),
  shipping: cents,
  /** Σ quantity × unit price + shipping; null when the buyer types the amount. */
  amount: z.nullable(cents),
  methods: linkMethodsSchema,
  collect: collectSchema,
  customer: z.nullable(customerSchema),
  expiresOn: z.nullable(civilDate),
  usageLimit: z.nullable(z.int()),
  returnUrl: z.nullable(z.string()),
  /** The public page, relative to the portal: '/checkout/{id}'. */
  checkoutPath: z.string(),
  paymentsCount: z.int(),
  paidAmount: cents,
  createdAt: z.string(),
  deactivatedAt: z.nullable(z.string()),
  /** Items and amounts are locked once someone paid. */
  editable: z.boolean(),
});
export type PaymentLink = z.output<typeof paymentLinkSchema>;

export const linkPaymentSchema = z.object({
  id: z.string(),
  transactionId: z.nullable(z.string()),
  status: z.enum(['paid', 'refused', 'pending', 'expired']),
  method: z.enum(checkoutMethods),
  amount: cents,
  installments: z.int(),
  payerName: z.string(),
  createdAt: z.string(),
});
export type LinkPayment = z.output<typeof linkPaymentSchema>;

export const paymentLinkPageSchema = z.object({
  items: z.array(paymentLinkSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totals: z.object({ links: z.int(), payments: z.int(), paidAmount: cents }),
  canCreate: z.boolean(),
});
export type PaymentLinkPage = z.output<typeof paymentLinkPageSchema>;

export const paymentLinkDetailSchema = z.object({
  link: paymentLinkSchema,
  payments: z.array(linkPaymentSchema),
});
export type PaymentLinkDetail = z.output<typeof paymentLinkDetailSchema>;

export const createPaymentLinkSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  kind: z.enum(paymentLinkKinds),
  name: z.string(),
  items: z.array(linkItemSchema),
  shipping: z.optional(cents),
  /** Reusable links only: the buyer types the amount (one item, no installments with interest). */
  openAmount: z.optional(z.boolean()),
  /** A date or a duration in days, not both. */
  expiresOn: z.optional(civilDate),
  expiresInDays: z.optional(z.int()),
  usageLimit: z.optional(z.int()),
  methods: linkMethodsSchema,
  collect: collectSchema,
  /** Single-use links: the customer the link is for. */
  customer: z.optional(customerSchema),
  returnUrl: z.optional(z.string()),
});
export type CreatePaymentLinkInput = z.input<typeof createPaymentLinkSchema>;

/** Everything of a link but its kind: items and amounts only while nobody has paid it. */
export const updatePaymentLinkSchema = z.omit(createPaymentLinkSchema, { idempotencyKey: true, kind: true });
export type UpdatePaymentLinkInput = z.input<typeof updatePaymentLinkSchema>;

export const paymentLinkEndpoints = defineEndpoints({
  paymentLinks: {
    method: 'GET',
    path: 'payment-links',
    base: 'api',
    auth: true,
    group: 'money',
    query: paymentLinkQuerySchema,
    response: paymentLinkPageSchema,
    errors: [401, 403, 422, 500],
  },
  paymentLink: {
    method: 'GET',
    path: 'payment-links/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: paymentLinkDetailSchema,
    errors: [401, 403, 404, 500],
  },
  createPaymentLink: {
    method: 'POST',
    path: 'payment-links',
    base: 'api',
    auth: true,
    group: 'money',
    body: createPaymentLinkSchema,
    response: paymentLinkSchema,
    successStatus: 201,
    errors: [401, 403, 422, 500],
  },
  updatePaymentLink: {
    method: 'PUT',
    path: 'payment-links/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: updatePaymentLinkSchema,
    response: paymentLinkSchema,
    errors: [401, 403, 404, 422, 500],
  },
  deletePaymentLink: {
    method: 'DELETE',
    path: 'payment-links/{id}',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: z.object({ id: z.string() }),
    errors: [401, 403, 404, 422, 500],
  },
  deactivatePaymentLink: {
    method: 'POST',
    path: 'payment-links/{id}/deactivate',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: paymentLinkSchema,
    errors: [401, 403, 404, 422, 500],
  },
});
