import { lazy, type ComponentType } from 'react';
import { firstVisitScreens } from './firstVisitScreens';
import type { ScreenName } from './routes/define';

export type BlankScreenName = Exclude<
  ScreenName,
  | 'accessControl'
  | 'routeFrame'
  | 'accountSettings'
  | 'indicators'
  | 'transactions'
  | 'transactionDetail'
  | 'exportedFiles'
  | 'feeSimulator'
  | 'proposalSimulator'
  | 'bankingActivity'
  | 'transfers'
  | 'transferDetail'
  | 'receivables'
  | 'receivableDetail'
  | 'anticipations'
  | 'disputes'
  | 'adjustments'
  | 'paymentLinks'
  | 'newPaymentLink'
  | 'paymentLinkDetail'
  | 'recurrences'
  | 'newRecurrence'
  | 'recurrenceDetail'
  | 'users'
  | 'newUser'
  | 'editUser'
  | 'roles'
  | 'permissions'
  | 'approvals'
  | 'systemSettings'
  | 'establishments'
  | 'establishmentDetail'
  | 'newStore'
  | 'editStore'
>;

// Every page but the first visit's is a chunk of its own, fetched when first visited, except small pages
// that travel together (one import per group). This map itself comes with the app-shell pages (AppPages).
const recoveryScreens = () => import('../features/auth/screens/recoveryScreens');
const messagePages = () => import('../features/public-pages/messagePages');
const invitationPages = () => import('../features/access/InvitationPages');

export const blankScreens: Record<BlankScreenName, ComponentType> = {
  ...firstVisitScreens,
  register: lazy(() => import('../features/auth/screens/RegisterScreen').then((m) => ({ default: m.RegisterScreen }))),
  twoFactor: lazy(() =>
    import('../features/auth/screens/TwoFactorScreen').then((m) => ({ default: m.TwoFactorScreen })),
  ),
  forgotPassword: lazy(() => recoveryScreens().then((m) => ({ default: m.ForgotPasswordScreen }))),
  resetLinkSent: lazy(() => recoveryScreens().then((m) => ({ default: m.ResetLinkSentScreen }))),
  resetPassword: lazy(() => recoveryScreens().then((m) => ({ default: m.ResetPasswordScreen }))),
  sendCodeWhatsapp: lazy(() => recoveryScreens().then((m) => ({ default: m.SendCodeWhatsappScreen }))),
  sandboxInbox: lazy(() =>
    import('../features/sandbox-inbox/SandboxInboxScreen').then((m) => ({ default: m.SandboxInboxScreen })),
  ),
  createPassword: lazy(() => invitationPages().then((m) => ({ default: m.CreatePasswordScreen }))),
  tokenInvalid: lazy(() => invitationPages().then((m) => ({ default: m.TokenInvalidScreen }))),
  publicInfo: lazy(() => messagePages().then((m) => ({ default: m.PublicInfoScreen }))),
  welcome: lazy(() => messagePages().then((m) => ({ default: () => <m.WelcomeScreen /> }))),
  checkout: lazy(() => import('../features/checkout/CheckoutScreen').then((m) => ({ default: m.CheckoutScreen }))),
  notAuthorized: lazy(() => messagePages().then((m) => ({ default: () => <m.NotAuthorizedScreen /> }))),
  notFound: lazy(() => messagePages().then((m) => ({ default: () => <m.NotFoundScreen /> }))),
  error: lazy(() => messagePages().then((m) => ({ default: m.ErrorScreen }))),
  signingOfTerms: lazy(() =>
    import('../features/terms/SigningOfTermsScreen').then((m) => ({ default: m.SigningOfTermsScreen })),
  ),
  noticeOfTerms: lazy(() =>
    import('../features/terms/NoticeOfTermsScreen').then((m) => ({ default: m.NoticeOfTermsScreen })),
  ),
  platformTerms: lazy(() =>
    import('../features/terms/PlatformTermsScreen').then((m) => ({ default: m.PlatformTermsScreen })),
  ),
  companyTerms: lazy(() =>
    import('../features/terms/CompanyTermsPageScreen').then((m) => ({ default: m.CompanyTermsPageScreen })),
  ),
  contract: lazy(() => import('../features/terms/ContractScreen').then((m) => ({ default: m.ContractScreen }))),
  accessibilityStatement: lazy(() =>
    import('../features/accessibility/AccessibilityStatementScreen').then((m) => ({
      default: m.AccessibilityStatementScreen,
    })),
  ),
  verification: lazy(() =>
    import('../features/verification/VerificationWizardScreen').then((m) => ({
      default: m.VerificationWizardScreen,
    })),
  ),
};
