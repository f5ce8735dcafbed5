// `pnpm start`: the portal and the sandbox API on one origin (portal at /, API at /api/), from one process, so
// every browser, tab and phone that opens it sees the same data: a payment link made on the desktop opens on a
// phone. The data is kept in .sandbox-data/ across restarts. HOST=0.0.0.0 opens it to the network (the
// sandbox's controls then answer only a signed-in administrator); PORT moves it (5173).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { networkInterfaces } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSandbox, sandboxAddresses } from '@painel/api-client/sandbox';
import {
  administratorOnlyControls,
  createFileStorage,
  sandboxRequestListener,
} from '@painel/api-client/sandbox/server';
import { sameOriginBuild } from './portalBuilds.ts';
import { staticFiles } from './staticFiles.ts';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(appDir, 'dist-shared');
const host = process.env.HOST?.trim() || '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`[@painel/portal] PORT must be a TCP port number, got "${process.env.PORT}"`);
  process.exit(2);
}
const scale = Number(process.env.SANDBOX_SCALE ?? 25_000);
const dataDir = resolve(process.env.SANDBOX_DATA_DIR ?? join(appDir, '..', '..', '.sandbox-data'));
const shared = !['127.0.0.1', 'localhost', '::1'].includes(host);

if (process.env.SKIP_BUILD !== '1') {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, ...sameOriginBuild },
  });
}

const sandbox = createSandbox({
  storage: createFileStorage(dataDir, { reset: process.env.SANDBOX_RESET === '1' }),
  moneyScale: scale,
});
const api = sandboxRequestListener(sandbox.handlers, shared ? { guard: administratorOnlyControls(sandbox) } : {});
const files = staticFiles(outDir);
const API_PREFIXES = [sandboxAddresses.apiBaseUrl, sandboxAddresses.twoFactorApiBaseUrl];
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  if (API_PREFIXES.some((prefix) => path.startsWith(prefix))) api(request, response);
  else files(request, response);
});
server.headersTimeout = 30_000;
server.requestTimeout = 60_000;

server.listen(port, host, () => {
  const local = `http://127.0.0.1:${port}/`;
  console.log(`Painel on ${local} (API at ${local}api/), data in ${dataDir}.`);
  if (shared) {
    const addresses = Object.values(networkInterfaces())
      .flat()
      .filter((item) => item && item.family === 'IPv4' && !item.internal)
      .map((item) => `http://${item?.address}:${port}/`);
    console.log(`Open to the network: ${addresses.join(', ') || `http://${host}:${port}/`}`);
    console.log('The sandbox controls (state, clock, reset, force, outbox) answer only a signed-in administrator.');
  }
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
