// @painel/portal-features/screens: every screen and its pt-BR copy, for hosts that place screens in their
// own routes (inside <PainelPortalProvider>). PainelPortal loads each of these lazily by itself.

export { LoginScreen } from './features/auth/screens/LoginScreen';
export { RegisterScreen } from './features/auth/screens/RegisterScreen';
export { TwoFactorScreen } from './features/auth/screens/TwoFactorScreen';
export { authMessages } from './features/auth/messages';
export { AppLayout } from './app/AppLayout';
export { BlankPage } from './core/page/BlankPage';
export type { BlankPageProps } from './core/page/BlankPage';
export { RouteFrameScreen } from './core/page/RouteFrameScreen';
export { AccessControlScreen } from './features/access-control/AccessControlScreen';
export { WelcomeScreen } from './features/public-pages/WelcomeScreen';
export type { WelcomeScreenProps } from './features/public-pages/WelcomeScreen';
export { NotFoundScreen } from './features/public-pages/NotFoundScreen';
export type { NotFoundScreenProps } from './features/public-pages/NotFoundScreen';
export { NotAuthorizedScreen } from './features/public-pages/NotAuthorizedScreen';
export { CheckoutScreen } from './features/public-pages/CheckoutScreen';
export { PublicInfoScreen } from './features/public-pages/PublicInfoScreen';
export { publicPagesMessages } from './features/public-pages/messages';
export type { PublicPagesMessages } from './features/public-pages/messages';
export { VerificationWizardScreen } from './features/verification/VerificationWizardScreen';
export { MediaDevicesContext } from './features/verification/mediaDevices';
export { verificationMessages } from './features/verification/messages';
export { AccountSettingsScreen } from './features/account-settings/AccountSettingsScreen';
export { accountSettingsMessages } from './features/account-settings/messages';
export { SigningOfTermsScreen } from './features/terms/SigningOfTermsScreen';
export { NoticeOfTermsScreen } from './features/terms/NoticeOfTermsScreen';
export { PlatformTermsScreen } from './features/terms/PlatformTermsScreen';
export { CompanyTermsPageScreen } from './features/terms/CompanyTermsPageScreen';
export { ContractScreen } from './features/terms/ContractScreen';
export { termsMessages } from './features/terms/messages';
export { PortalNotices } from './features/notices/PortalNotices';
export { noticesMessages } from './features/notices/messages';
