import { lazy, type ComponentType } from 'react';
import { LoginScreen } from '../features/auth/screens/LoginScreen';
import type { ScreenName } from './routes/define';

export type BlankScreenName = Exclude<ScreenName, 'accessControl' | 'routeFrame' | 'accountSettings'>;

// The login page comes with the first visit (most first visits are to it); every other page is a chunk of
// its own, fetched when first visited.
export const blankScreens: Record<BlankScreenName, ComponentType> = {
  home: lazy(() => import('../features/public-pages/HomeRedirect').then((m) => ({ default: m.HomeRedirect }))),
  login: LoginScreen,
  register: lazy(() => import('../features/auth/screens/RegisterScreen').then((m) => ({ default: m.RegisterScreen }))),
  twoFactor: lazy(() =>
    import('../features/auth/screens/TwoFactorScreen').then((m) => ({ default: m.TwoFactorScreen })),
  ),
  publicInfo: lazy(() =>
    import('../features/public-pages/PublicInfoScreen').then((m) => ({ default: m.PublicInfoScreen })),
  ),
  welcome: lazy(() =>
    import('../features/public-pages/WelcomeScreen').then((m) => ({ default: () => <m.WelcomeScreen /> })),
  ),
  checkout: lazy(() => import('../features/public-pages/CheckoutScreen').then((m) => ({ default: m.CheckoutScreen }))),
  notAuthorized: lazy(() =>
    import('../features/public-pages/NotAuthorizedScreen').then((m) => ({ default: () => <m.NotAuthorizedScreen /> })),
  ),
  notFound: lazy(() =>
    import('../features/public-pages/NotFoundScreen').then((m) => ({ default: () => <m.NotFoundScreen /> })),
  ),
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
  verification: lazy(() =>
    import('../features/verification/VerificationWizardScreen').then((m) => ({
      default: m.VerificationWizardScreen,
    })),
  ),
};
