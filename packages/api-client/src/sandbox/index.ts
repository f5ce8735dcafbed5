import { createSandboxDb, type SandboxDb } from './db';
import { createSandboxHandlers, type ForcedMode, type SandboxControls } from './handlers';

export { SANDBOX_2FA_CODE, SANDBOX_PASSWORD } from './seeds';
export type { SandboxAccount, SandboxCompany } from './seeds';
export { SANDBOX_STORAGE_KEY, seedState } from './db';
export type { SandboxDb, SandboxState, SandboxOperator } from './db';
export type { ForcedMode, SandboxControls } from './handlers';

export const SANDBOX_FORCE_KEY = 'painel:sandbox-force';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The addresses a portal in sandbox mode uses (the handlers answer on any origin). */
export const sandboxAddresses = {
  apiBaseUrl: '/api/',
  twoFactorApiBaseUrl: '/2fa-api/',
  ipLookupUrl: '/api/sandbox/ip',
} as const;

export interface Sandbox extends SandboxControls {
  /** MSW handlers for every call: `setupWorker(...sandbox.handlers)` or `setupServer(...)`. */
  handlers: ReturnType<typeof createSandboxHandlers>;
  db: SandboxDb;
  /** Back to the seeds, forced failures cleared. */
  reset: () => void;
}

/**
 * A stateful fake of the API: seeded accounts and data, strict request checks, and state that
 * persists in `storage` (localStorage in the browser, so a reload keeps what the user did).
 */
export function createSandbox({ storage = null }: { storage?: StorageLike | null } = {}): Sandbox {
  const db = createSandboxDb(storage);
  const readForced = (): Record<string, ForcedMode> => {
    try {
      return JSON.parse(storage?.getItem(SANDBOX_FORCE_KEY) ?? '{}') as Record<string, ForcedMode>;
    } catch {
      return {};
    }
  };
  let forced = readForced();
  const controls: SandboxControls = {
    force: (call, mode) => {
      forced = { ...forced };
      if (mode) forced[call] = mode;
      else delete forced[call];
      storage?.setItem(SANDBOX_FORCE_KEY, JSON.stringify(forced));
    },
    forced: (call) => forced[call],
  };
  return {
    ...controls,
    handlers: createSandboxHandlers(db, controls),
    db,
    reset: () => {
      db.reset();
      forced = {};
      storage?.removeItem(SANDBOX_FORCE_KEY);
    },
  };
}

export { startSandboxWorker } from './browser';
export type { SandboxWorkerOptions } from './browser';
