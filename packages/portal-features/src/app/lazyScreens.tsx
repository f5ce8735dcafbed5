import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from './routeTable';

// One chunk per screen, fetched on first visit: the login page carries none of the others.
export const lazyScreens: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../features/public-pages/HomeRedirect').then((m) => ({ default: m.HomeRedirect }))),
  login: lazy(() => import('../features/auth/screens/LoginScreen').then((m) => ({ default: m.LoginScreen }))),
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
  accessControl: lazy(() =>
    import('../features/access-control/AccessControlScreen').then((m) => ({ default: m.AccessControlScreen })),
  ),
  routeFrame: lazy(() => import('../core/page/RouteFrameScreen').then((m) => ({ default: m.RouteFrameScreen }))),
  accountSettings: lazy(() =>
    import('../features/account-settings/AccountSettingsScreen').then((m) => ({ default: m.AccountSettingsScreen })),
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
    import('../features/verification/VerificationWizardScreen').then((m) => ({ default: m.VerificationWizardScreen })),
  ),
};

export const LazyAppLayout = lazy(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));
