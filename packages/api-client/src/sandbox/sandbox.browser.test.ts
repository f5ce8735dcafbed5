import { getResponse } from 'msw';
import { afterEach, expect, test } from 'vitest';
import { createApiClient } from '../calls/client';
import { createSandbox, SANDBOX_PASSWORD } from './index';
import { SANDBOX_STORAGE_KEY } from './db';

afterEach(() => localStorage.removeItem(SANDBOX_STORAGE_KEY));

/** A client whose fetch goes straight to the sandbox handlers (no service worker needed for this test). */
function clientFor(sandbox: ReturnType<typeof createSandbox>, token: { value: string | null }) {
  return createApiClient({
    apiBaseUrl: `${location.origin}/api/`,
    twoFactorApiBaseUrl: `${location.origin}/2fa-api/`,
    systemOrigin: 'PAINEL',
    ipLookupUrl: `${location.origin}/api/sandbox/ip`,
    getAccessToken: () => token.value,
    onUnauthorized: () => undefined,
    fetch: async (input, init) => {
      const response = await getResponse(sandbox.handlers, new Request(input, init));
      return response ?? new Response('not handled', { status: 599 });
    },
  });
}

test('what a user changes survives a page reload (a new sandbox on the same localStorage)', async () => {
  const token = { value: null as string | null };
  const before = createSandbox({ storage: localStorage });
  const api = clientFor(before, token);
  token.value = (
    await api.login({ email: 'admin@painel.dev', password: SANDBOX_PASSWORD, token_recaptcha: 'r', ip: '' })
  ).token;
  await api.updateProfile({
    name: 'Admin Renomeado',
    email: 'admin@painel.dev',
    birthDate: '1980-01-01',
    mobile: '(11) 91111-1111',
  });
  expect(localStorage.getItem(SANDBOX_STORAGE_KEY)).toContain('Admin Renomeado');

  // The reload: a fresh sandbox reads the same storage; the session token still works too.
  const after = createSandbox({ storage: localStorage });
  const reloaded = clientFor(after, token);
  await expect(reloaded.checkSession()).resolves.toMatchObject({ email: 'admin@painel.dev' });
  const signedIn = await reloaded.login({
    email: 'admin@painel.dev',
    password: SANDBOX_PASSWORD,
    token_recaptcha: 'r',
    ip: '',
  });
  expect(signedIn.user.name).toBe('Admin Renomeado');
});
