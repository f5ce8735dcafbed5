import * as z from 'zod/mini';
import { anyResult } from './common';
import { defineEndpoints } from './types';

export const forcedModes = ['network-error', 'server-error', 'slow', 'never'] as const;
/** How a forced call answers, for stories and tests of failure states. */
export type ForcedMode = (typeof forcedModes)[number];

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'whatsapp']),
  /** The e-mail address or the mobile number it went to. */
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The portal path the message links to ('/reset-password?token=…'), if any. */
  link: z.nullable(z.string()),
  /** ISO 8601. */
  sentAt: z.string(),
});
export type OutboxMessage = z.output<typeof outboxMessageSchema>;

export const ipLookupResultSchema = z.looseObject({ ip: z.string() });

/**
 * Calls that are not part of the Painel API: the public IP lookup the portal asks (a third-party
 * service), and the sandbox's own controls. Neither is in the OpenAPI document.
 */
export const sandboxEndpoints = defineEndpoints({
  ipLookup: {
    method: 'GET',
    path: '',
    base: 'ipLookup',
    auth: false,
    group: 'sandbox',
    response: ipLookupResultSchema,
    errors: [],
    audience: 'external',
  },
  sandboxForce: {
    method: 'POST',
    path: 'sandbox/force',
    base: 'api',
    auth: false,
    group: 'sandbox',
    body: z.object({ call: z.string(), mode: z.nullable(z.enum(forcedModes)) }),
    response: anyResult,
    errors: [422],
    audience: 'sandbox',
  },
  sandboxReset: {
    method: 'POST',
    path: 'sandbox/reset',
    base: 'api',
    auth: false,
    group: 'sandbox',
    response: anyResult,
    errors: [],
    audience: 'sandbox',
  },
  sandboxOutbox: {
    method: 'GET',
    path: 'sandbox/outbox',
    base: 'api',
    auth: false,
    group: 'sandbox',
    response: z.object({ messages: z.array(outboxMessageSchema) }),
    errors: [],
    audience: 'sandbox',
  },
  sandboxState: {
    method: 'GET',
    path: 'sandbox/state',
    base: 'api',
    auth: false,
    group: 'sandbox',
    response: anyResult,
    errors: [],
    audience: 'sandbox',
  },
});
