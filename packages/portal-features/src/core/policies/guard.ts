import type { Can } from '../access/can';

/** What a route asks of its visitor (spec 2.6 and 4.3). */
export interface RouteAccess {
  /** Open to everybody (checkout, error pages, a company's terms). */
  public?: boolean;
  /** Only for visitors who are not signed in (login, register, password reset); /auth is one too. */
  authOnly?: boolean;
  /** Any signed-in user, whatever their permissions (the root, which only redirects to the role home). */
  sessionOnly?: boolean;
  /** Permission name of spec 2.6; 'read' when absent. */
  action?: string;
  /** Resource; 'ACL' when absent. */
  subject?: string;
  /**
   * The permission (on ACL) of the data the page's screen loads, where the spec gives the route none of its own
   * ('read'): without it the API answers 403, so the guard and the menu treat it as the route's too.
   */
  data?: string;
}

export interface GuardUser {
  requires2faAuth: boolean;
  ismaster: 0 | 1;
  ismaster_accepted_platform_terms: boolean;
}

export interface GuardInput {
  path: string;
  route: RouteAccess;
  user: GuardUser | null;
  can: Can;
  /** The master user has already been sent to /termos once in this session (spec 4.3: "sent once"). */
  platformTermsRedirectDone?: boolean;
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string };

export const DEFAULT_ROUTE_SUBJECT = 'ACL';
const allow: GuardDecision = { allow: true };
const redirect = (redirectTo: string): GuardDecision => ({ allow: false, redirectTo });

/** Spec 4.3, as one pure decision per navigation. */
export function guardRoute({ path, route, user, can, platformTermsRedirectDone = false }: GuardInput): GuardDecision {
  const signedIn = user !== null && !user.requires2faAuth;

  if (path === '/auth') {
    if (!user) return redirect('/login');
    return user.requires2faAuth ? allow : redirect('/');
  }
  if (route.authOnly) return signedIn ? redirect('/') : allow;
  if (route.public) return allow;

  if (!user) return redirect(`/login?redirect=${encodeURIComponent(path)}`);
  // Signed in but the two-factor code is still due.
  if (!signedIn) return redirect('/auth');
  if (route.sessionOnly) return allow;

  if (
    user.ismaster === 1 &&
    !user.ismaster_accepted_platform_terms &&
    !platformTermsRedirectDone &&
    path !== '/termos'
  ) {
    return redirect('/termos');
  }
  return mayOpen(route, can) ? allow : redirect('/not-authorized');
}

/** Whether the user holds a route's permission and, when its screen loads data of its own, that data's. */
export const mayOpen = (route: RouteAccess, can: Can) =>
  can(route.action ?? 'read', route.subject ?? DEFAULT_ROUTE_SUBJECT) &&
  (route.data === undefined || can(route.data, DEFAULT_ROUTE_SUBJECT));
