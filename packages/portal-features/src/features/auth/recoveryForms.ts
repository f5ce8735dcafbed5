import { firstFieldMessages } from '../../core/forms/fieldMessages';
import type { FormErrors } from './useLazyForm';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
  type ForgotPasswordValues,
  type ResetPasswordValues,
} from './schemas';

// Promises, as the lazy form expects: other forms load their rules on demand, these are small enough to come along.
export const validateForgotPassword = (values: ForgotPasswordValues) =>
  Promise.resolve(firstFieldMessages(forgotPasswordSchema, values) as FormErrors<ForgotPasswordValues>);

export const validateResetPassword = (values: ResetPasswordValues) =>
  Promise.resolve(firstFieldMessages(resetPasswordSchema, values) as FormErrors<ResetPasswordValues>);

/** Where the WhatsApp code page remembers its last send, so its 120 s rule holds across pages. */
export const WHATSAPP_CODE_SENT_KEY = 'painel:whatsapp-code-sent';
