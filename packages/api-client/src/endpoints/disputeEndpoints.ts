import * as z from 'zod/mini';
import { disputeEvidenceSlots, disputeStates } from '../money/disputeRules';
import { cardBrands } from '../money/pricing';
import { disputeKinds, paymentMethods } from '../money/vocabulary';
import { defineEndpoints } from './types';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();
const csv = z.optional(z.string());
const person = z.object({ name: z.string(), email: z.string() });

export const disputeQuerySchema = z.object({
  /** Opening dates, inclusive. */
  from: civilDate,
  to: civilDate,
  state: csv,
  kind: csv,
  companyId: z.optional(z.string()),
  /** A transaction id, or part of one. */
  q: z.optional(z.string()),
  page: z.optional(z.string()),
  pageSize: z.optional(z.enum(['20', '50', '100'])),
});
export type DisputeQueryInput = z.input<typeof disputeQuerySchema>;

export const evidenceSchema = z.object({
  slot: z.enum(disputeEvidenceSlots),
  name: z.string(),
  type: z.string(),
  size: z.int(),
});

export const disputeSchema = z.object({
  /** A dispute is named by the transaction it is about. */
  transactionId: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  kind: z.enum(disputeKinds),
  reason: z.string(),
  method: z.enum(paymentMethods),
  brand: z.nullable(z.enum(cardBrands)),
  saleDate: civilDate,
  /** The value held since it opened (the sale's amount). */
  amount: cents,
  /** ISO 8601 instants, São Paulo offset. */
  openedAt: z.string(),
  /** The last moment to answer. */
  deadline: z.string(),
  state: z.enum(disputeStates),
  /** The decision's day, once decided. */
  decidedOn: z.nullable(civilDate),
  /** The contract's fine: charged when a chargeback is lost, what losing would cost while it is open. */
  fine: cents,
  /** Whether the caller can answer it now (open, before the deadline, with the permission). */
  canAnswer: z.boolean(),
  answer: z.nullable(
    z.object({
      decision: z.enum(['accept', 'contest']),
      justification: z.string(),
      /** Locked once sent. */
      evidence: z.array(evidenceSchema),
      answeredAt: z.string(),
      answeredBy: person,
    }),
  ),
});
export type Dispute = z.output<typeof disputeSchema>;

export const disputePageSchema = z.object({
  items: z.array(disputeSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  /** Of everything the filters match, not only the page. */
  totals: z.object({
    /** Waiting for an answer, and how many of those are due within 48 hours. */
    open: z.int(),
    dueSoon: z.int(),
    /** The value held by disputes not yet decided. */
    held: cents,
    /** Lost: the value debited and the contract's fines. */
    lost: cents,
    fines: cents,
  }),
});
export type DisputePage = z.output<typeof disputePageSchema>;

/** The multipart body of an answer: fields named `evidence[i][slot]` and `evidence[i][file]`. */
export const disputeAnswerFormSchema = z.object({
  idempotencyKey: z.string(),
  decision: z.enum(['accept', 'contest']),
  justification: z.optional(z.string()),
  evidence: z.optional(z.array(z.object({ slot: z.enum(disputeEvidenceSlots), file: z.file() }))),
});

export interface DisputeAnswerPayload {
  idempotencyKey: string;
  decision: 'accept' | 'contest';
  justification: string;
  evidence: ReadonlyArray<{ slot: (typeof disputeEvidenceSlots)[number]; file: File }>;
}

export const openSandboxDisputeSchema = z.object({
  /** A paid sale (credit card for a chargeback, Pix for a MED); the caller's latest one when left out. */
  transactionId: z.optional(z.string()),
  kind: z.enum(disputeKinds),
  /** What the decision will be if the merchant contests. */
  outcome: z.enum(['won', 'lost']),
  /** Opened this long ago (to see a deadline near its end); 0 by default. */
  hoursAgo: z.optional(z.number().check(z.gte(0), z.lte(24 * 30))),
});

/** Chargebacks and Pix MEDs: the list, one dispute, and the merchant's one answer. */
export const disputeEndpoints = defineEndpoints({
  disputes: {
    method: 'GET',
    path: 'disputes',
    base: 'api',
    auth: true,
    group: 'money',
    query: disputeQuerySchema,
    response: disputePageSchema,
    errors: [401, 403, 422, 500],
  },
  dispute: {
    method: 'GET',
    path: 'disputes/{transactionId}',
    params: z.object({ transactionId: z.string() }),
    base: 'api',
    auth: true,
    group: 'money',
    response: disputeSchema,
    errors: [401, 404, 500],
  },
  answerDispute: {
    method: 'POST',
    path: 'disputes/{transactionId}/answer',
    params: z.object({ transactionId: z.string() }),
    base: 'api',
    auth: true,
    group: 'money',
    body: disputeAnswerFormSchema,
    bodyType: 'multipart',
    response: disputeSchema,
    errors: [401, 403, 404, 422, 500],
  },
  sandboxOpenDispute: {
    method: 'POST',
    path: 'sandbox/disputes',
    base: 'api',
    auth: true,
    group: 'sandbox',
    body: openSandboxDisputeSchema,
    response: disputeSchema,
    errors: [401, 422],
    audience: 'sandbox',
  },
});
