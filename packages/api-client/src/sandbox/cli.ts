#!/usr/bin/env node
// `pnpm sandbox` (or `painel-sandbox` from the published package): the sandbox API over real HTTP.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { endpoints } from '../endpoints';
import { createSandbox, sandboxAddresses } from './createSandbox';
import { createFileStorage } from './fileStorage';
import { createSandboxHttpServer } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: process.env.SANDBOX_DATA_DIR ?? '.sandbox-data' },
    origin: { type: 'string', multiple: true },
    reset: { type: 'boolean', default: false },
    /** About how many transactions 13 months of history hold (up to 1,000,000). */
    scale: { type: 'string', default: process.env.SANDBOX_SCALE ?? '25000' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`[painel-sandbox] --port must be a TCP port number, got "${values.port}"`);
  process.exit(2);
}
const scale = Number(values.scale);
if (!Number.isInteger(scale) || scale < 1 || scale > 1_000_000) {
  console.error(
    `[painel-sandbox] --scale must be a whole number of transactions from 1 to 1000000, got "${values.scale}"`,
  );
  process.exit(2);
}
const dataDir = resolve(values.data);
const sandbox = createSandbox({ storage: createFileStorage(dataDir, { reset: values.reset }), moneyScale: scale });
const server = createSandboxHttpServer(sandbox.handlers, { allowedOrigins: values.origin });

server.listen(port, values.host, () => {
  const at = (path: string) => `http://${values.host}:${port}${path}`;
  const controls = [endpoints.sandboxForce, endpoints.sandboxReset].map((control) =>
    at(`${sandboxAddresses.apiBaseUrl}${control.path}`),
  );
  console.log(
    `Painel sandbox API on ${at(sandboxAddresses.apiBaseUrl)} (2FA ${at(sandboxAddresses.twoFactorApiBaseUrl)})`,
  );
  console.log(
    `Data in ${dataDir}${values.reset ? ' (started from the seeds)' : ''}. Controls: POST ${controls.join(', ')}.`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
