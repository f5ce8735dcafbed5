// @painel/api-client/sandbox/lazy: a portal's API settings on the in-page sandbox, without the sandbox itself
// (MSW, the seeds), which loads with the first call.
import type { ApiConfig } from '../http/config';
import type { Sandbox } from './createSandbox';
import type { StorageLike } from './db';
import { inPageSandboxAddresses } from './inPageAddresses';

/** The API settings of a portal answered by the in-page sandbox (see `createLazySandboxApi`). */
export type SandboxApiSettings = Pick<
  ApiConfig,
  'apiBaseUrl' | 'twoFactorApiBaseUrl' | 'ipLookupUrl' | 'systemOrigin' | 'fetch'
>;

export interface LazySandboxOptions {
  /** Where the sandbox keeps its state: localStorage in the browser by default, memory elsewhere. */
  storage?: StorageLike | null;
  /** Told once the sandbox has loaded, with its controls (force a failure, reset). */
  onStart?: (sandbox: Sandbox) => void;
}

/**
 * A portal's API settings answered by the sandbox in the page: its own addresses, and a fetch that loads
 * the sandbox (MSW and the seeds) with the first call. Nothing else in the page is answered by it.
 */
export function createLazySandboxApi({ storage, onStart }: LazySandboxOptions = {}): SandboxApiSettings {
  let started: Promise<typeof fetch> | null = null;
  const start = () =>
    (started ??= import('./inPage').then(({ createInPageSandbox }) => {
      const inPage = createInPageSandbox({ storage: storage === undefined ? pageStorage() : storage });
      onStart?.(inPage.sandbox);
      return inPage.fetch;
    }));
  return {
    ...inPageSandboxAddresses,
    systemOrigin: 'PAINEL',
    fetch: async (input, init) => (await start())(input, init),
  };
}

/** The page's localStorage, or none (memory) where there is none or the browser refuses it. */
function pageStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
