import { fieldMessages } from '../../core/forms/fieldMessages';
import type { FormErrors } from './useLazyForm';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from './schemas';

const firstMessages = <V extends Record<string, string>>(messages: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(messages).map(([field, list]) => [field, list[0]])) as FormErrors<V>;

// Promises, as the lazy form expects: other forms load their rules on demand, these are small enough to come along.
export const validateForgotPassword = (values: ForgotPasswordValues) =>
  Promise.resolve(firstMessages<ForgotPasswordValues>(fieldMessages(forgotPasswordSchema, values)));

export const validateResetPassword = (values: ResetPasswordValues) =>
  Promise.resolve(firstMessages<ResetPasswordValues>(fieldMessages(resetPasswordSchema, values)));

/** Where the WhatsApp code page remembers its last send, so its 120 s rule holds across pages. */
export const WHATSAPP_CODE_SENT_KEY = 'painel:whatsapp-code-sent';
