// @painel/api-client/sandbox/server: the sandbox as a real HTTP API in Node (what `painel-sandbox` runs).
export { createSandboxHttpServer, sandboxRequestListener } from './server';
export { administratorOnlyControls } from './controlsGuard';
export type { SandboxHttpServerOptions } from './server';
export { createFileStorage } from './fileStorage';
