import * as z from 'zod/mini';
import { confirmationKinds } from './money';
import { defineEndpoints } from './types';

const person = z.object({ name: z.string(), email: z.string() });

export const approvalKinds = ['grantRole', 'systemSetting', 'settlementAccount'] as const;
export type ApprovalKind = (typeof approvalKinds)[number];
export const approvalStatuses = ['pending', 'approved', 'rejected', 'expired', 'failed'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const approvalRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(approvalKinds),
  /** What is asked, in a sentence: "Dar a função Administrador da plataforma a Bruna Souza". */
  title: z.string(),
  changes: z.array(z.object({ label: z.string(), before: z.string(), after: z.string() })),
  reason: z.nullable(z.string()),
  maker: person,
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(approvalStatuses),
  decidedBy: z.nullable(person),
  decidedAt: z.nullable(z.string()),
  /** Why it was rejected, or why applying it failed. */
  outcome: z.nullable(z.string()),
  /** Whether the caller may decide it now; when not, why (their own request, a permission they lack). */
  mayDecide: z.boolean(),
  whyNot: z.nullable(z.string()),
});
export type ApprovalRequest = z.output<typeof approvalRequestSchema>;

export const approvalBoxes = ['waiting', 'mine', 'decided'] as const;
export type ApprovalBox = (typeof approvalBoxes)[number];

export const approvalListSchema = z.object({
  items: z.array(approvalRequestSchema),
  /** Requests the caller may decide now (the menu's count). */
  waiting: z.int(),
  confirmWith: z.enum(confirmationKinds),
});
export type ApprovalList = z.output<typeof approvalListSchema>;

export const settingTypes = ['boolean', 'minutes', 'datedNotice', 'text', 'secret'] as const;
export type SettingType = (typeof settingTypes)[number];
export const settingSources = ['default', 'environment', 'database'] as const;
export type SettingSource = (typeof settingSources)[number];

export const datedNoticeSchema = z.object({
  text: z.string(),
  /** First and last day it shows ('YYYY-MM-DD', São Paulo); the spec's notice had only an end (14/02/2024). */
  start: z.nullable(z.string()),
  end: z.string(),
});
export type DatedNotice = z.output<typeof datedNoticeSchema>;

const settingValue = z.nullable(z.union([z.boolean(), z.int(), z.string(), datedNoticeSchema]));

export const systemSettingSchema = z.object({
  key: z.string(),
  label: z.string(),
  description: z.string(),
  group: z.string(),
  type: z.enum(settingTypes),
  /** Secrets carry null: only whether they are set (`configured`) is ever shown. */
  value: settingValue,
  defaultValue: settingValue,
  configured: z.boolean(),
  source: z.enum(settingSources),
  /** Set by the deployment (an environment variable): read-only here. */
  locked: z.boolean(),
  min: z.nullable(z.int()),
  max: z.nullable(z.int()),
  changedAt: z.nullable(z.string()),
  changedBy: z.nullable(person),
  /** A change waiting for approval. */
  pendingApproval: z.nullable(z.object({ id: z.string() })),
});
export type SystemSetting = z.output<typeof systemSettingSchema>;

export const systemSettingsSchema = z.object({
  items: z.array(systemSettingSchema),
  canEdit: z.boolean(),
});
export type SystemSettings = z.output<typeof systemSettingsSchema>;

/** What the portal applies for everybody once signed in: the idle sign-out and the dated payment-pause notice. */
export const sessionPolicySchema = z.object({
  idleTimeoutMinutes: z.int(),
  /** The dated notice once the platform set one; null keeps the portal's own (its host's cut-off, its text). */
  paymentPause: z.nullable(datedNoticeSchema),
});
export type SessionPolicy = z.output<typeof sessionPolicySchema>;

const confirmation = z.object({
  confirmation: z.enum(confirmationKinds),
  password: z.optional(z.string()),
  code: z.optional(z.string()),
});

/** The approvals by a second person and the system settings (spec 2.6 'Configurações de ambiente'). */
export const systemEndpoints = defineEndpoints({
  approvals: {
    method: 'GET',
    path: 'approvals',
    base: 'api',
    auth: true,
    group: 'system',
    query: z.object({ box: z.enum(approvalBoxes) }),
    response: approvalListSchema,
    errors: [401, 403, 500],
  },
  approveRequest: {
    method: 'POST',
    path: 'approvals/{id}/approve',
    base: 'api',
    auth: true,
    group: 'system',
    params: z.object({ id: z.string() }),
    body: confirmation,
    response: approvalRequestSchema,
    errors: [401, 403, 404, 422, 500],
  },
  rejectRequest: {
    method: 'POST',
    path: 'approvals/{id}/reject',
    base: 'api',
    auth: true,
    group: 'system',
    params: z.object({ id: z.string() }),
    body: z.object({ reason: z.string() }),
    response: approvalRequestSchema,
    errors: [401, 403, 404, 422, 500],
  },
  systemSettings: {
    method: 'GET',
    path: 'system/settings',
    base: 'api',
    auth: true,
    group: 'system',
    response: systemSettingsSchema,
    errors: [401, 403, 500],
  },
  changeSystemSetting: {
    method: 'PUT',
    path: 'system/settings/{key}',
    base: 'api',
    auth: true,
    group: 'system',
    params: z.object({ key: z.string() }),
    body: z.object({ value: settingValue, reason: z.string() }),
    response: z.object({ setting: systemSettingSchema, approval: z.nullable(z.object({ id: z.string() })) }),
    errors: [401, 403, 404, 422, 500],
  },
  sessionPolicy: {
    method: 'GET',
    path: 'system/session-policy',
    base: 'api',
    auth: true,
    group: 'system',
    response: sessionPolicySchema,
    errors: [401, 500],
  },
});
