// @painel/api-client/sandbox: a stateful fake of the whole API on MSW, for the browser, tests and stories.
export { createSandbox, sandboxAddresses, SANDBOX_FORCE_KEY } from './createSandbox';
export type { Sandbox, SandboxOptions } from './createSandbox';
export { createInPageSandbox } from './inPage';
export { inPageSandboxAddresses } from './inPageAddresses';
export type { InPageSandbox, InPageSandboxOptions } from './inPage';
export { startSandboxWorker } from './browser';
export type { SandboxWorkerOptions } from './browser';
export { SANDBOX_2FA_CODE, SANDBOX_PASSWORD } from './seeds';
export type { SandboxAccount, SandboxCompany } from './seeds';
export { SANDBOX_STORAGE_KEY, seedState } from './db';
export type { SandboxDb, SandboxState, SandboxOperator, StorageLike } from './db';
export type { SandboxAddresses, SandboxControls } from './routes';
export type { ForcedMode } from '../endpoints/sandbox';
