import * as z from 'zod/mini';
import { messageResult } from './common';
import { twoFactorSendPayloadSchema } from './auth';
import { defineEndpoints } from './types';

/** Where a reset link (or a sign-in code) is sent. */
export const deliveryChannels = ['email', 'whatsapp'] as const;
export type DeliveryChannel = (typeof deliveryChannels)[number];

export const passwordResetRequestSchema = z.object({
  email: z.string(),
  /** 'whatsapp' reaches the mobile number of the account, when it has one. */
  channel: z.enum(deliveryChannels),
  token_recaptcha: z.string(),
  ip: z.string(),
});
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetTokenSchema = z.object({ token: z.string() });

export const passwordResetTokenResultSchema = z.object({
  /** The account's e-mail, masked ('c****@painel.dev'), so the page can say whose password changes. */
  email: z.string(),
});

export const passwordResetSchema = z.object({
  token: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
});
export type PasswordReset = z.input<typeof passwordResetSchema>;

/**
 * Forgotten passwords and the two-factor code by WhatsApp (not described by the spec; designed here). A
 * reset link holds a single-use token that expires after 30 minutes; the token travels in bodies, never in
 * a path, so it stays out of access logs.
 */
export const passwordResetEndpoints = defineEndpoints({
  requestPasswordReset: {
    method: 'POST',
    path: 'password/forgot',
    base: 'api',
    auth: false,
    group: 'auth',
    body: passwordResetRequestSchema,
    response: messageResult,
    errors: [422, 500],
  },
  checkPasswordResetToken: {
    method: 'POST',
    path: 'password/check-token',
    base: 'api',
    auth: false,
    group: 'auth',
    body: passwordResetTokenSchema,
    response: passwordResetTokenResultSchema,
    errors: [422, 500],
  },
  resetPassword: {
    method: 'POST',
    path: 'password/reset',
    base: 'api',
    auth: false,
    group: 'auth',
    body: passwordResetSchema,
    response: messageResult,
    errors: [422, 500],
  },
  sendTwoFactorCodeByWhatsapp: {
    method: 'POST',
    path: '2fa/send-whatsapp',
    base: 'api',
    auth: false,
    group: 'auth',
    body: twoFactorSendPayloadSchema,
    response: messageResult,
    errors: [422, 500],
  },
});
