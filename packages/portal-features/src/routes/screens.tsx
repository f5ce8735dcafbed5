import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ScreenName } from './routeTable';

// One chunk per screen, fetched on first visit: the login page carries none of the others.
export const lazyScreens: Record<ScreenName, LazyExoticComponent<ComponentType>> = {
  home: lazy(() => import('../public-pages/HomeRedirect').then((m) => ({ default: m.HomeRedirect }))),
  login: lazy(() => import('../auth/screens/LoginScreen').then((m) => ({ default: m.LoginScreen }))),
  register: lazy(() => import('../auth/screens/RegisterScreen').then((m) => ({ default: m.RegisterScreen }))),
  twoFactor: lazy(() => import('../auth/screens/TwoFactorScreen').then((m) => ({ default: m.TwoFactorScreen }))),
  publicInfo: lazy(() => import('../public-pages/PublicInfoScreen').then((m) => ({ default: m.PublicInfoScreen }))),
  welcome: lazy(() => import('../public-pages/WelcomeScreen').then((m) => ({ default: () => <m.WelcomeScreen /> }))),
  checkout: lazy(() => import('../public-pages/CheckoutScreen').then((m) => ({ default: m.CheckoutScreen }))),
  notAuthorized: lazy(() =>
    import('../public-pages/NotAuthorizedScreen').then((m) => ({ default: () => <m.NotAuthorizedScreen /> })),
  ),
  notFound: lazy(() => import('../public-pages/NotFoundScreen').then((m) => ({ default: () => <m.NotFoundScreen /> }))),
  accessControl: lazy(() =>
    import('../access-control/AccessControlScreen').then((m) => ({ default: m.AccessControlScreen })),
  ),
  routeFrame: lazy(() => import('./RouteFrameScreen').then((m) => ({ default: m.RouteFrameScreen }))),
  accountSettings: lazy(() =>
    import('../account-settings/AccountSettingsScreen').then((m) => ({ default: m.AccountSettingsScreen })),
  ),
  signingOfTerms: lazy(() =>
    import('../terms/SigningOfTermsScreen').then((m) => ({ default: m.SigningOfTermsScreen })),
  ),
  noticeOfTerms: lazy(() => import('../terms/NoticeOfTermsScreen').then((m) => ({ default: m.NoticeOfTermsScreen }))),
  platformTerms: lazy(() => import('../terms/PlatformTermsScreen').then((m) => ({ default: m.PlatformTermsScreen }))),
  companyTerms: lazy(() =>
    import('../terms/CompanyTermsPageScreen').then((m) => ({ default: m.CompanyTermsPageScreen })),
  ),
  contract: lazy(() => import('../terms/ContractScreen').then((m) => ({ default: m.ContractScreen }))),
  verification: lazy(() =>
    import('../verification/VerificationWizardScreen').then((m) => ({ default: m.VerificationWizardScreen })),
  ),
};

export const LazyAppLayout = lazy(() => import('../layout/AppLayout').then((m) => ({ default: m.AppLayout })));
