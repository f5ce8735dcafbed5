import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient } from '../calls/client';
import type { ApiError } from '../errors/ApiError';
import { createSandbox, type SandboxOptions } from './createSandbox';
import { SANDBOX_PASSWORD } from './seeds';

/** Tests only: the API client pointed at the sandbox's handlers under http://sandbox.test. */
export function sandboxTestClient(getAccessToken: () => string | null) {
  return createApiClient({
    apiBaseUrl: 'http://sandbox.test/api/',
    twoFactorApiBaseUrl: 'http://sandbox.test/2fa-api/',
    systemOrigin: 'PAINEL',
    ipLookupUrl: 'http://sandbox.test/api/sandbox/ip',
    getAccessToken,
    onUnauthorized: () => undefined,
  });
}

/** The ApiError a call rejects with, or null when it resolves. */
export const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

/** Tests only: a Storage kept in memory; two sandboxes over one are two browser tabs. */
export function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/**
 * Tests only: a sandbox served to the API client for one test file, reset after each test, with a signed-in
 * session. `onReset` puts back what a test moved (a fixed clock).
 */
export function sandboxTestSession(options: SandboxOptions = {}, onReset: () => void = () => undefined) {
  const sandbox = createSandbox(options);
  const server = setupServer(...sandbox.handlers);
  let token: string | null = null;
  const api = sandboxTestClient(() => token);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    sandbox.reset();
    token = null;
    onReset();
  });
  afterAll(() => server.close());
  return {
    sandbox,
    api,
    signIn: async (email: string) => {
      token = (await api.login({ email, password: SANDBOX_PASSWORD, token_recaptcha: 'sandbox-login', ip: '' })).token;
    },
    today: () => sandbox.money.now().date,
    token: () => token,
  };
}
