import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';
const source = join(import.meta.dirname, 'sandbox-worker', WORKER);

/**
 * Serves and emits MSW's service worker only in sandbox mode (no API address configured): a build that
 * talks to a real API carries no mock worker.
 */
export function sandboxWorkerFile(sandbox: boolean): Plugin {
  return {
    name: 'painel:sandbox-worker-file',
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      if (sandbox) this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(source) });
    },
  };
}
