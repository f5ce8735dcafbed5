import { describe, expect, it } from 'vitest';
import { createCan } from '../access/can';
import { guardRoute, type GuardUser } from './guard';

const member: GuardUser = { requires2faAuth: false, ismaster: 0, ismaster_accepted_platform_terms: true };
const operatorCan = createCan([
  { action: 'view_simulator', subject: 'ACL' },
  { action: 'read', subject: 'ACL' },
]);
const nothing = createCan([]);

describe('guardRoute', () => {
  it("asks for a screen's data permission too where the spec gives its route only 'read' (D9)", () => {
    const statements = { data: 'view_bank_statement' };
    expect(guardRoute({ path: '/dashboard/statements', route: statements, user: member, can: operatorCan })).toEqual({
      allow: false,
      redirectTo: '/not-authorized',
    });
    const merchant = createCan([
      { action: 'read', subject: 'ACL' },
      { action: 'view_bank_statement', subject: 'ACL' },
    ]);
    expect(guardRoute({ path: '/dashboard/statements', route: statements, user: member, can: merchant })).toEqual({
      allow: true,
    });
  });

  it('sends a signed-out visitor of a protected route to /login, keeping where they were going', () => {
    expect(
      guardRoute({ path: '/dashboard/transfers', route: { action: 'view_transfers' }, user: null, can: nothing }),
    ).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2Fdashboard%2Ftransfers',
    });
  });

  it('sends a signed-in user away from sign-in pages to /', () => {
    expect(guardRoute({ path: '/login', route: { authOnly: true }, user: member, can: operatorCan })).toEqual({
      allow: false,
      redirectTo: '/',
    });
    expect(guardRoute({ path: '/login', route: { authOnly: true }, user: null, can: nothing })).toEqual({
      allow: true,
    });
  });

  it('lets a user whose 2FA is pending see /login and /auth, and sends them to /auth elsewhere', () => {
    const pending = { ...member, requires2faAuth: true };
    expect(guardRoute({ path: '/login', route: { authOnly: true }, user: pending, can: operatorCan })).toEqual({
      allow: true,
    });
    expect(guardRoute({ path: '/auth', route: { authOnly: true }, user: pending, can: operatorCan })).toEqual({
      allow: true,
    });
    expect(
      guardRoute({
        path: '/dashboard/simulator',
        route: { action: 'view_simulator' },
        user: pending,
        can: operatorCan,
      }),
    ).toEqual({
      allow: false,
      redirectTo: '/auth',
    });
  });

  it('sends /auth without a session to /login, and a finished 2FA to /', () => {
    expect(guardRoute({ path: '/auth', route: { authOnly: true }, user: null, can: nothing })).toEqual({
      allow: false,
      redirectTo: '/login',
    });
    expect(guardRoute({ path: '/auth', route: { authOnly: true }, user: member, can: operatorCan })).toEqual({
      allow: false,
      redirectTo: '/',
    });
  });

  it('checks the route permission, action defaulting to read', () => {
    expect(
      guardRoute({ path: '/dashboard/simulator', route: { action: 'view_simulator' }, user: member, can: operatorCan }),
    ).toEqual({ allow: true });
    expect(
      guardRoute({ path: '/dashboard/list/users', route: { action: 'view_users' }, user: member, can: operatorCan }),
    ).toEqual({
      allow: false,
      redirectTo: '/not-authorized',
    });
    expect(guardRoute({ path: '/dashboard/distributors', route: {}, user: member, can: operatorCan })).toEqual({
      allow: true,
    });
    expect(guardRoute({ path: '/dashboard/distributors', route: {}, user: member, can: nothing })).toEqual({
      allow: false,
      redirectTo: '/not-authorized',
    });
  });

  it('lets any signed-in user reach a session-only route (the root), whatever their permissions', () => {
    const route = { sessionOnly: true };
    expect(guardRoute({ path: '/', route, user: member, can: nothing })).toEqual({ allow: true });
    expect(guardRoute({ path: '/', route, user: null, can: nothing })).toEqual({
      allow: false,
      redirectTo: '/login?redirect=%2F',
    });
    expect(guardRoute({ path: '/', route, user: { ...member, requires2faAuth: true }, can: nothing })).toEqual({
      allow: false,
      redirectTo: '/auth',
    });
  });

  it('lets everybody see public routes', () => {
    expect(guardRoute({ path: '/checkout/abc123', route: { public: true }, user: null, can: nothing })).toEqual({
      allow: true,
    });
    expect(guardRoute({ path: '/checkout/abc123', route: { public: true }, user: member, can: nothing })).toEqual({
      allow: true,
    });
  });

  it('sends a master user who has not accepted the platform terms to /termos, once', () => {
    const master: GuardUser = { requires2faAuth: false, ismaster: 1, ismaster_accepted_platform_terms: false };
    const route = { action: 'view_simulator' };
    expect(guardRoute({ path: '/dashboard/simulator', route, user: master, can: operatorCan })).toEqual({
      allow: false,
      redirectTo: '/termos',
    });
    expect(
      guardRoute({
        path: '/termos',
        route: { action: 'view_dashboard' },
        user: master,
        can: createCan([{ action: 'view_dashboard', subject: 'ACL' }]),
      }),
    ).toEqual({ allow: true });
    expect(
      guardRoute({
        path: '/dashboard/simulator',
        route,
        user: master,
        can: operatorCan,
        platformTermsRedirectDone: true,
      }),
    ).toEqual({ allow: true });
    expect(
      guardRoute({
        path: '/dashboard/simulator',
        route,
        user: { ...master, ismaster_accepted_platform_terms: true },
        can: operatorCan,
      }),
    ).toEqual({ allow: true });
  });
});
