// @painel/api-client/sandbox/lazy: a portal's API settings on the in-page sandbox, without the sandbox itself
// (MSW, the seeds), which loads with the first call.
import type { ApiConfig } from '../http/config';
import type { Sandbox } from './createSandbox';
import type { SandboxControls } from './routes';
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
export function createLazySandboxApi({ storage, onStart }: LazySandboxOptions = {}): LazySandboxApi {
  let started: Promise<{ fetch: typeof fetch; sandbox: Sandbox }> | null = null;
  const start = () =>
    (started ??= import('./inPage').then(({ createInPageSandbox }) => {
      const inPage = createInPageSandbox({ storage: storage === undefined ? pageStorage() : storage });
      onStart?.(inPage.sandbox);
      return inPage;
    }));
  return {
    ...inPageSandboxAddresses,
    systemOrigin: 'PAINEL',
    fetch: async (input, init) => (await start()).fetch(input, init),
    controls: new Proxy({} as LazySandboxControls, {
      // Any control, called before the sandbox has loaded, loads it and then runs; 'then' stays undefined so the
      // stub is never taken for a promise.
      get: (_, name) =>
        typeof name !== 'string' || name === 'then'
          ? undefined
          : name === 'ready'
            ? async () => (await start()).sandbox
            : async (...args: unknown[]) => {
                const { sandbox } = await start();
                const control = (sandbox as unknown as Record<string, unknown>)[name];
                if (typeof control !== 'function') throw new TypeError(`painelSandbox.${name} is not a control`);
                return (control as (...values: unknown[]) => unknown).apply(sandbox, args);
              },
    }),
  };
}

/**
 * The sandbox's controls before it has loaded: each call loads it first, so each answers a promise; `ready()` gives
 * the loaded sandbox itself (its `money` clock, its data).
 */
export type LazySandboxControls = {
  [K in keyof SandboxControls]: SandboxControls[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
} & { ready: () => Promise<Sandbox> };

/** The API settings, and the controls (force a failure, reset, the clock) usable from the first page load. */
export type LazySandboxApi = SandboxApiSettings & { controls: LazySandboxControls };

/** The page's localStorage, or none (memory) where there is none or the browser refuses it. */
function pageStorage(): StorageLike | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
