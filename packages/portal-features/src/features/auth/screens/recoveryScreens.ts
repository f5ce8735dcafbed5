// The forgotten-password and WhatsApp-code pages travel as one chunk: each is small, a person going through
// one usually opens the next, and one lazy import instead of four keeps the first page's route map lighter.
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { ResetLinkSentScreen } from './ResetLinkSentScreen';
export { ResetPasswordScreen } from './ResetPasswordScreen';
export { SendCodeWhatsappScreen } from './SendCodeWhatsappScreen';
