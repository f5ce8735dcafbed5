import type { RouteAccess } from '../../core/policies/guard';
import type { RouteDefinition } from '../../core/routing/route';

/** The screens the route table refers to; each is loaded on its own when first visited. */
export type ScreenName =
  | 'home'
  | 'login'
  | 'register'
  | 'twoFactor'
  | 'forgotPassword'
  | 'resetLinkSent'
  | 'resetPassword'
  | 'sendCodeWhatsapp'
  | 'sandboxInbox'
  | 'publicInfo'
  | 'welcome'
  | 'checkout'
  | 'notAuthorized'
  | 'notFound'
  | 'error'
  | 'accessControl'
  | 'routeFrame'
  | 'verification'
  | 'accountSettings'
  | 'signingOfTerms'
  | 'noticeOfTerms'
  | 'platformTerms'
  | 'companyTerms'
  | 'contract'
  | 'indicators'
  | 'transactions'
  | 'disputes'
  | 'adjustments'
  | 'paymentLinks'
  | 'newPaymentLink'
  | 'paymentLinkDetail'
  | 'recurrences'
  | 'newRecurrence'
  | 'recurrenceDetail'
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
  | 'accessibilityStatement'
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
  | 'createPassword'
  | 'tokenInvalid';

/** One route of spec 2.6 (and the public pages of 2.2), shown by one of the portal's screens. */
export type PortalRoute = RouteDefinition<ScreenName>;

export const blank = (
  path: string,
  title: string,
  access: RouteAccess,
  screen: ScreenName = 'publicInfo',
): PortalRoute => ({
  path,
  title,
  breadcrumb: [],
  access,
  layout: 'blank',
  screen,
});

/** A signed-in page; `action` is the permission of spec 2.6 (read when the spec lists none). */
export const page =
  (parents: readonly string[]) =>
  (path: string, title: string, action?: string, screen: ScreenName = 'routeFrame', data?: string): PortalRoute => ({
    path,
    title,
    breadcrumb: parents,
    access: { ...(action ? { action } : {}), ...(data ? { data } : {}) },
    layout: 'app',
    screen,
  });

export const PUBLIC: RouteAccess = { public: true };
export const AUTH_ONLY: RouteAccess = { authOnly: true };
/** The root only redirects: any signed-in user, whatever their permissions. */
export const SESSION: RouteAccess = { sessionOnly: true };
export const DASHBOARD: RouteAccess = { action: 'view_dashboard' };
