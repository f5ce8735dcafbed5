import * as z from 'zod/mini';
import { confirmationKinds } from './money';
import { defineEndpoints } from './types';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();

export const adjustmentQuerySchema = z.object({
  /** Dates the adjustments were made, inclusive. */
  from: civilDate,
  to: civilDate,
  companyId: z.optional(z.string()),
  direction: z.optional(z.enum(['credit', 'debit'])),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type AdjustmentQueryInput = z.input<typeof adjustmentQuerySchema>;

export const adjustmentSchema = z.object({
  id: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  /** Signed: a credit adds to the available balance, a debit takes from it. */
  amount: cents,
  reason: z.string(),
  /** The day of the event it corrects (a debit reaches back 12 months, 24 for services not rendered). */
  referenceDate: z.optional(z.nullable(civilDate)),
  serviceNotRendered: z.optional(z.boolean()),
  /** ISO 8601, São Paulo offset. */
  createdAt: z.string(),
  createdBy: z.object({ name: z.string(), email: z.string() }),
  /** The merchant's available balance right after it. */
  balanceAfter: z.nullable(cents),
});
export type Adjustment = z.output<typeof adjustmentSchema>;

export const adjustmentPageSchema = z.object({
  items: z.array(adjustmentSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  totals: z.object({ credits: cents, debits: cents }),
  /** Whether the caller may make adjustments (platform staff). */
  canCreate: z.boolean(),
  /** How the caller confirms one: the 2FA code where the account uses it, else the password. */
  confirmWith: z.enum(confirmationKinds),
});
export type AdjustmentPage = z.output<typeof adjustmentPageSchema>;

export const createAdjustmentSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  companyId: z.int(),
  direction: z.enum(['credit', 'debit']),
  /** Positive centavos; the direction gives the sign. */
  amount: z.int().check(z.positive()),
  reason: z.string(),
  /** Required for a debit: the event's day, within 12 months (24 when a service was not rendered). */
  referenceDate: z.optional(civilDate),
  serviceNotRendered: z.optional(z.boolean()),
  confirmation: z.enum(confirmationKinds),
  password: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type CreateAdjustmentInput = z.input<typeof createAdjustmentSchema>;

/** Manual credits and debits: platform staff only, each with its reason, who made it, and the audit log. */
export const adjustmentEndpoints = defineEndpoints({
  adjustments: {
    method: 'GET',
    path: 'adjustments',
    base: 'api',
    auth: true,
    group: 'money',
    query: adjustmentQuerySchema,
    response: adjustmentPageSchema,
    errors: [401, 403, 422, 500],
  },
  createAdjustment: {
    method: 'POST',
    path: 'adjustments',
    base: 'api',
    auth: true,
    group: 'money',
    body: createAdjustmentSchema,
    response: adjustmentSchema,
    errors: [401, 403, 422, 500],
  },
});
