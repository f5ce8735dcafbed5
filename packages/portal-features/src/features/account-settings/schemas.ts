import { isStrongPassword } from '@painel/api-client';
import * as z from 'zod/mini';
import { accountSettingsMessages } from './messages';

const m = accountSettingsMessages.validation;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (accented ones too), digits and spaces (spec 5). */
const NAME = /^[\p{L}\p{M}0-9 ]+$/u;

const filled = (message: string) => z.refine<string>((value) => value.trim() !== '', message);
const unlessEmpty = (test: (value: string) => boolean, message: string) =>
  z.refine<string>((value) => value.trim() === '' || test(value.trim()), message);

export const profileSchema = z.object({
  name: z.string().check(
    filled(m.nameRequired),
    unlessEmpty((value) => NAME.test(value), m.nameCharacters),
  ),
  email: z.string().check(
    filled(m.emailRequired),
    unlessEmpty((value) => EMAIL.test(value), m.emailInvalid),
  ),
  birthDate: z.string().check(filled(m.birthDateRequired)),
  mobile: z.string().check(
    filled(m.mobileRequired),
    unlessEmpty((value) => /^\d{10,11}$/.test(value.replace(/\D/g, '')), m.mobileInvalid),
  ),
});
export type ProfileValues = z.output<typeof profileSchema>;

export const passwordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, m.currentPasswordRequired)),
    newPassword: z.string().check(
      z.minLength(1, m.newPasswordRequired),
      z.refine((value) => value === '' || isStrongPassword(value), m.newPasswordRule),
    ),
    retypeNewPassword: z.string().check(z.minLength(1, m.retypeRequired)),
  })
  .check(
    z.refine((values) => values.retypeNewPassword === '' || values.retypeNewPassword === values.newPassword, {
      message: m.retypeMismatch,
      path: ['retypeNewPassword'],
    }),
  );
export type PasswordValues = z.output<typeof passwordSchema>;
