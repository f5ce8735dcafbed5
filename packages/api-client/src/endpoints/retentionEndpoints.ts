import * as z from 'zod/mini';
import { confirmationKinds } from './money';
import { defineEndpoints } from './types';

const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();
const person = z.object({ name: z.string(), email: z.string() });

/** A preventive hold of suspect funds (Retenção preventiva, spec 9: up to 6 months). */
export const retentionSchema = z.object({
  id: z.string(),
  companyId: z.int(),
  companyName: z.string(),
  /** What staff asked to hold, and what the available balance had of it when placed. */
  amount: cents,
  held: cents,
  reason: z.string(),
  /** The day it is released by itself (6 months at most after it was placed). */
  releaseDate: civilDate,
  createdAt: z.string(),
  createdBy: person,
  status: z.enum(['active', 'released']),
  released: z.nullable(z.object({ at: z.string(), by: person, reason: z.string() })),
});
export type Retention = z.output<typeof retentionSchema>;

export const retentionPageSchema = z.object({
  items: z.array(retentionSchema),
  /** Whether the caller may place and release holds (platform staff). */
  canManage: z.boolean(),
  confirmWith: z.enum(confirmationKinds),
});
export type RetentionPage = z.output<typeof retentionPageSchema>;

export const createRetentionSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  companyId: z.int(),
  amount: z.int().check(z.positive()),
  reason: z.string(),
  releaseDate: civilDate,
  confirmation: z.enum(confirmationKinds),
  password: z.optional(z.string()),
  code: z.optional(z.string()),
});
export type CreateRetentionInput = z.input<typeof createRetentionSchema>;

export const releaseRetentionSchema = z.object({
  reason: z.string(),
  confirmation: z.enum(confirmationKinds),
  password: z.optional(z.string()),
  code: z.optional(z.string()),
});

/** Suspect funds held by platform staff with a reason, released by them (or on the day set), each audited. */
export const retentionEndpoints = defineEndpoints({
  retentions: {
    method: 'GET',
    path: 'retentions',
    base: 'api',
    auth: true,
    group: 'money',
    query: z.object({ companyId: z.optional(z.string()) }),
    response: retentionPageSchema,
    errors: [401, 403, 500],
  },
  createRetention: {
    method: 'POST',
    path: 'retentions',
    base: 'api',
    auth: true,
    group: 'money',
    body: createRetentionSchema,
    response: retentionSchema,
    errors: [401, 403, 422, 500],
  },
  releaseRetention: {
    method: 'POST',
    path: 'retentions/{id}/release',
    base: 'api',
    auth: true,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: releaseRetentionSchema,
    response: retentionSchema,
    errors: [401, 403, 404, 422, 500],
  },
});
