import { createApiClient } from '../calls/client';
import type { ApiError } from '../errors/ApiError';

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
