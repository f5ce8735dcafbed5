import * as z from 'zod/mini';
import { anyResult, id, messageResult, systemOriginQuery } from './common';
import { defineEndpoints } from './types';

export const profilePayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  birthDate: z.string(),
  mobile: z.string(),
});
export type ProfilePayload = z.input<typeof profilePayloadSchema>;

export const passwordPayloadSchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
  retypeNewPassword: z.string(),
});
export type PasswordPayload = z.input<typeof passwordPayloadSchema>;

const auditEntrySchema = z.object({
  id,
  event: z.string(),
  user_details: z.nullish(
    z.object({ name: z.nullish(z.string()), email: z.nullish(z.string()), systemOrigin: z.nullish(z.string()) }),
  ),
  auditable_type: z.nullish(z.string()),
  /** The changed record's id within its model (a transfer's 'TR…'), when the entry is about one record. */
  auditable_id: z.nullish(z.string()),
  url: z.nullish(z.string()),
  old_values: z.unknown(),
  new_values: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

const auditLogsResultSchema = z.pipe(
  z.object({ data: z.object({ data: z.array(auditEntrySchema) }) }),
  z.transform((value: { data: { data: AuditEntry[] } }) => value.data.data),
);

/** The records whose changes a detail screen shows in its Histórico, as the audit log names their models. */
export const auditedModels = [
  'Transfer',
  'PaymentLink',
  'Recurrence',
  'Anticipation',
  'Adjustment',
  'Dispute',
  'Retention',
  'User',
  'Role',
  'Establishment',
] as const;
export type AuditedModel = (typeof auditedModels)[number];

/** The signed-in user's profile, password and audit log (spec 2.3, 7). */
export const accountEndpoints = defineEndpoints({
  updateProfile: {
    method: 'PUT',
    path: 'profile',
    base: 'api',
    auth: true,
    group: 'account',
    body: profilePayloadSchema,
    response: anyResult,
    errors: [401, 422, 500],
  },
  changePassword: {
    method: 'POST',
    path: 'password',
    base: 'api',
    auth: true,
    group: 'account',
    body: passwordPayloadSchema,
    response: messageResult,
    errors: [401, 422, 500],
  },
  auditLogs: {
    method: 'GET',
    path: 'api/audit/logs',
    base: 'api',
    auth: true,
    group: 'account',
    query: systemOriginQuery,
    response: auditLogsResultSchema,
    errors: [401, 422, 500],
  },
  recordHistory: {
    method: 'GET',
    path: 'history/{model}/{id}',
    base: 'api',
    auth: true,
    group: 'account',
    params: z.object({ model: z.enum(auditedModels), id: z.string() }),
    response: z.object({ items: z.array(auditEntrySchema) }),
    errors: [401, 404, 500],
  },
});
