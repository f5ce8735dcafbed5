import * as z from 'zod/mini';
import { authMessages } from './messages';

const m = authMessages.validation;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** At least 6 characters with a lower-case and an upper-case letter, a digit and a special character (spec 5). */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,}$/;

const email = z.string().check(
  z.refine((value) => value.trim() !== '', m.emailRequired),
  z.refine((value) => value.trim() === '' || EMAIL.test(value.trim()), m.emailInvalid),
);

export const loginSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, m.passwordRequired)),
});
export type LoginValues = z.output<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: z.string().check(z.refine((value) => value.trim() !== '', m.nameRequired)),
    email,
    mobile: z.string().check(
      z.refine((value) => value.trim() !== '', m.mobileRequired),
      z.refine((value) => value.trim() === '' || /^\d{10,11}$/.test(value.replace(/\D/g, '')), m.mobileInvalid),
    ),
    password: z.string().check(
      z.minLength(1, m.passwordRequired),
      z.refine((value) => value === '' || STRONG_PASSWORD.test(value), m.passwordRule),
    ),
    password_confirmation: z.string().check(z.minLength(1, m.confirmationRequired)),
    terms_of_use: z.boolean().check(z.refine((value) => value, m.termsOfUse)),
    terms_of_privacity: z.boolean().check(z.refine((value) => value, m.termsOfPrivacy)),
  })
  .check(
    z.refine((values) => values.password_confirmation === '' || values.password === values.password_confirmation, {
      message: m.confirmationMismatch,
      path: ['password_confirmation'],
    }),
  );
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
