import * as z from 'zod/mini';
import { anyResult } from './common';
import { defineEndpoints } from './types';

export const forcedModes = ['network-error', 'server-error', 'slow', 'never'] as const;
/** How a forced call answers, for stories and tests of failure states. */
export type ForcedMode = (typeof forcedModes)[number];

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
    summary: "The visitor's public IP, from a public lookup service (40 s at most; failures give '').",
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
    summary: "Forces a call ('POST login') to fail or lag until cleared with mode null.",
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
    summary: 'Back to the seeds, forced failures cleared.',
    response: anyResult,
    errors: [],
    audience: 'sandbox',
  },
  sandboxState: {
    method: 'GET',
    path: 'sandbox/state',
    base: 'api',
    auth: false,
    group: 'sandbox',
    summary: "The sandbox's whole database, for tests that check what a journey sent.",
    response: anyResult,
    errors: [],
    audience: 'sandbox',
  },
});
