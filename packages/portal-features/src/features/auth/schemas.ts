import { isStrongPassword } from '@painel/api-client';
import * as z from 'zod/mini';
import { authMessages } from './messages';

const m = authMessages.validation;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = z.string().check(
  z.refine((value) => value.trim() !== '', m.emailRequired),
  z.refine((value) => value.trim() === '' || EMAIL.test(value.trim()), m.emailInvalid),
);

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, m.passwordRequired)),
});
export type LoginValues = z.output<typeof loginSchema>;

/** The new password of registration and of a reset: the rules and words of spec 5. */
const newPassword = z.string().check(
  z.minLength(1, m.passwordRequired),
  z.refine((value) => value === '' || isStrongPassword(value), m.passwordRule),
);
const sameAsPassword = z.refine<{ password: string; password_confirmation: string }>(
  (values) => values.password_confirmation === '' || values.password === values.password_confirmation,
  { message: m.confirmationMismatch, path: ['password_confirmation'] },
);

export const registerSchema = z
  .object({
    name: z.string().check(z.refine((value) => value.trim() !== '', m.nameRequired)),
    email,
    mobile: z.string().check(
      z.refine((value) => value.trim() !== '', m.mobileRequired),
      z.refine((value) => value.trim() === '' || /^\d{10,11}$/.test(value.replace(/\D/g, '')), m.mobileInvalid),
    ),
    password: newPassword,
    password_confirmation: z.string().check(z.minLength(1, m.confirmationRequired)),
    terms_of_use: z.boolean().check(z.refine((value) => value, m.termsOfUse)),
    terms_of_privacity: z.boolean().check(z.refine((value) => value, m.termsOfPrivacy)),
  })
  .check(sameAsPassword);
export type RegisterValues = z.output<typeof registerSchema>;

export const twoFactorSchema = z.object({
  code: z.string().check(
    z.minLength(1, m.codeRequired),
    z.refine((value) => value === '' || /^\d*$/.test(value), m.codeDigitsOnly),
    z.refine((value) => value === '' || !/^\d*$/.test(value) || value.length >= 6, m.codeTooShort),
    z.maxLength(6, m.codeTooLong),
  ),
});
export type TwoFactorValues = z.output<typeof twoFactorSchema>;

export const forgotPasswordSchema = z.object({ email, channel: z.enum(['email', 'whatsapp']) });
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    password_confirmation: z.string().check(z.minLength(1, m.confirmationRequired)),
  })
  .check(sameAsPassword);
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
