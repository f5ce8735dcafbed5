import { ApiError } from '@painel/api-client';
import { describe, expect, it, vi } from 'vitest';
import type { StoredUser } from '../../core/session/storedUser';
import { destinationAfterSignIn, isTwoFactorDue } from './signInFlow';

const user: StoredUser = {
  name: 'Carla',
  email: 'cliente@painel.dev',
  role: 'client',
  avatar: null,
  iduser: 2,
  company: {
    companyName: null,
    document: null,
    typeDocument: 'cnpj',
    class: 'EC',
    companyId: 2,
    socialReason: null,
    documentNumber: null,
  },
  address: { street: null, city: null, state: null, zipCode: null },
  accessToken: 't',
  refreshToken: null,
  ability: [],
  verify_documents: 1,
  two_factor_authentication: 1,
  requires2faAuth: false,
  isTheSupport: false,
  ismaster: 0,
  ismaster_accepted_platform_terms: true,
  birth_date: null,
  mobile: null,
};

const api = (
  isSigned: boolean,
  idrepresentative: number | null = 2,
  functions = [{ function_name: 'two_factor_authentication', status: true }],
) => ({
  isSigned: vi.fn(() => Promise.resolve({ isSigned, idrepresentative })),
  systemFunctions: vi.fn(() => Promise.resolve(functions)),
});

describe('isTwoFactorDue', () => {
  it('asks the code only when the system function is on and the user requires it', async () => {
    await expect(isTwoFactorDue(api(true), true)).resolves.toBe(true);
    await expect(isTwoFactorDue(api(true), false)).resolves.toBe(false);
    const off = api(true, 2, [{ function_name: 'two_factor_authentication', status: false }]);
    await expect(isTwoFactorDue(off, true)).resolves.toBe(false);
    await expect(isTwoFactorDue(api(true, 2, []), true)).resolves.toBe(false);
  });

  it('asks the code when the system functions cannot be read', async () => {
    const failing = {
      ...api(true),
      systemFunctions: () => Promise.reject(new ApiError({ kind: 'network', call: 'GET system/' })),
    };
    await expect(isTwoFactorDue(failing, true)).resolves.toBe(true);
  });
});

describe('destinationAfterSignIn', () => {
  it('sends the company administrator to sign the terms, and everybody else to the blocked notice', async () => {
    await expect(destinationAfterSignIn({ api: api(false, 2), user, reading: 'operatorSimulator' })).resolves.toBe(
      '/signing-of-terms',
    );
    await expect(destinationAfterSignIn({ api: api(false, 7), user, reading: 'operatorSimulator' })).resolves.toBe(
      '/notice-of-terms',
    );
    await expect(destinationAfterSignIn({ api: api(false, null), user, reading: 'operatorSimulator' })).resolves.toBe(
      '/notice-of-terms',
    );
  });

  it('lets support users skip the terms check', async () => {
    const calls = api(false);
    await expect(
      destinationAfterSignIn({
        api: calls,
        user: { ...user, isTheSupport: true, role: 'admin' },
        reading: 'operatorSimulator',
      }),
    ).resolves.toBe('/dashboard/ecommerce');
    expect(calls.isSigned).not.toHaveBeenCalled();
  });

  it('sends a master user who has not accepted the platform terms to /termos', async () => {
    const master = { ...user, ismaster: 1 as const, ismaster_accepted_platform_terms: false };
    await expect(destinationAfterSignIn({ api: api(true), user: master, reading: 'operatorSimulator' })).resolves.toBe(
      '/termos',
    );
    // Spec 2.2's reading, behind PortalOptions.masterTermsPage: the blocked-access notice.
    await expect(
      destinationAfterSignIn({
        api: api(true),
        user: master,
        reading: 'operatorSimulator',
        masterTermsPage: '/notice-of-terms',
      }),
    ).resolves.toBe('/notice-of-terms');
  });

  it('sends a user not yet verified to the verification wizard', async () => {
    await expect(
      destinationAfterSignIn({
        api: api(true),
        user: { ...user, verify_documents: 0 },
        reading: 'operatorSimulator',
        returnPath: '/dashboard/transfers',
      }),
    ).resolves.toBe('/verify/documentary');
  });

  it('honours the return path, else the role home of the chosen reading', async () => {
    await expect(
      destinationAfterSignIn({
        api: api(true),
        user,
        reading: 'operatorSimulator',
        returnPath: '/dashboard/transfers',
      }),
    ).resolves.toBe('/dashboard/transfers');
    await expect(
      destinationAfterSignIn({ api: api(true), user: { ...user, role: 'operator' }, reading: 'operatorSimulator' }),
    ).resolves.toBe('/dashboard/simulator');
    await expect(
      destinationAfterSignIn({ api: api(true), user: { ...user, role: 'representative' }, reading: 'strictRoles' }),
    ).resolves.toBe('/login');
  });

  it('rejects when the terms check fails', async () => {
    const failing = {
      ...api(true),
      isSigned: () => Promise.reject(new ApiError({ kind: 'network', call: 'GET company/is-signed' })),
    };
    await expect(destinationAfterSignIn({ api: failing, user, reading: 'operatorSimulator' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});
