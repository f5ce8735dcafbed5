import * as z from 'zod/mini';
import { anyResult, flag, id } from './common';
import { defineEndpoints } from './types';

const company = z.looseObject({
  companyName: z.nullish(z.string()),
  document: z.nullish(z.string()),
  typeDocument: z.nullish(z.string()),
  class: z.nullish(z.string()),
  companyId: z.nullish(id),
  socialReason: z.nullish(z.string()),
  documentNumber: z.nullish(z.string()),
});

const address = z.looseObject({
  street: z.nullish(z.string()),
  city: z.nullish(z.string()),
  state: z.nullish(z.string()),
  zipCode: z.nullish(z.string()),
});

const abilityRule = z.object({ action: z._default(z.string(), 'read'), subject: z.string() });
const loose = z.nullish(z.union([z.number(), z.string(), z.boolean()]));

/** The user the login and register answers carry; unknown fields are kept for the session to use. */
export const apiUserSchema = z.looseObject({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.nullish(z.string()),
  iduser: z.nullish(id),
  company: z.nullish(company),
  address: z.nullish(address),
  ability: z._default(z.array(abilityRule), []),
  verify_documents: loose,
  two_factor_authentication: loose,
  ismaster: loose,
  birth_date: z.nullish(z.string()),
  mobile: z.nullish(z.string()),
  refreshToken: z.nullish(z.string()),
});
export type ApiUser = z.output<typeof apiUserSchema>;

const token = z.string().check(z.minLength(1));

export const loginResultSchema = z.object({
  token,
  user: apiUserSchema,
  requires_authentication: z._default(flag, false),
  isTheSupport: z._default(flag, false),
  ismaster_accepted_platform_terms: z._default(flag, false),
});
export type LoginResult = z.output<typeof loginResultSchema>;

export const registerResultSchema = z.object({ token, user: apiUserSchema });
export type RegisterResult = z.output<typeof registerResultSchema>;

export const loginPayloadSchema = z.object({
  email: z.string(),
  password: z.string(),
  token_recaptcha: z.string(),
  ip: z.string(),
});
export type LoginPayload = z.input<typeof loginPayloadSchema>;

export const registerPayloadSchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  password: z.string(),
  password_confirmation: z.string(),
  terms_of_use: z.boolean(),
  terms_of_privacity: z.boolean(),
  token_recaptcha: z.string(),
  ip_address: z.string(),
  /** 'YYYY-MM-DD H:m:s' (see formatRegisterDate). */
  acceptation_date: z.string(),
});
export type RegisterPayload = z.input<typeof registerPayloadSchema>;

export const twoFactorSendPayloadSchema = z.object({
  email: z.string(),
  /** null at login, 1 on resend. */
  limitResend: z.nullable(z.literal(1)),
});
export type TwoFactorSendPayload = z.input<typeof twoFactorSendPayloadSchema>;

export const twoFactorCheckPayloadSchema = z.object({
  email: z.string(),
  code: z.string(),
  token_recaptcha: z.string(),
  ip: z.string(),
});
export type TwoFactorCheckPayload = z.input<typeof twoFactorCheckPayloadSchema>;

/** Sign-in, registration, the two-factor code and the session (spec 7). */
export const authEndpoints = defineEndpoints({
  login: {
    method: 'POST',
    path: 'login',
    base: 'api',
    auth: false,
    group: 'auth',
    body: loginPayloadSchema,
    response: loginResultSchema,
    errors: [401, 422, 500],
  },
  register: {
    method: 'POST',
    path: 'register',
    base: 'api',
    auth: false,
    group: 'auth',
    body: registerPayloadSchema,
    response: registerResultSchema,
    successStatus: 201,
    errors: [422, 500],
  },
  sendTwoFactorCode: {
    method: 'POST',
    path: '2fa/send-email',
    base: 'api',
    auth: false,
    group: 'auth',
    body: twoFactorSendPayloadSchema,
    response: anyResult,
    errors: [422, 500],
  },
  checkTwoFactorCode: {
    method: 'POST',
    path: '2fa/check-code',
    base: 'twoFactor',
    auth: false,
    group: 'auth',
    body: twoFactorCheckPayloadSchema,
    response: anyResult,
    errors: [422, 500],
  },
  logout: {
    method: 'POST',
    path: 'logout',
    base: 'api',
    auth: true,
    group: 'auth',
    response: anyResult,
    errors: [401, 500],
  },
  checkSession: {
    method: 'GET',
    path: 'auth/session',
    base: 'api',
    auth: true,
    group: 'auth',
    response: anyResult,
    errors: [401, 500],
  },
});
