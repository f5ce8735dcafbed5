import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' };

/**
 * A built app on a free local port, with the fallback a host gives its routes: checkout.html for /checkout/…,
 * index.html for the rest. `routes` answers
 * some paths itself (a host's own API, in the partner-host check). `gzip`: compressed answers to browsers that
 * accept them, as a deployment's server gives (off by default: the figures of `pnpm size` are gzip -9 of each file).
 */
export function serveBuild(root, routes = {}, { gzip = false, api = null } = {}) {
  const server = createServer((request, response) => {
    // `api`: an API on the same origin ({ prefixes, listener }), as `pnpm start` serves the HTTP sandbox.
    const pathname = new URL(request.url ?? '/', 'http://x').pathname;
    if (api?.prefixes.some((prefix) => pathname.startsWith(prefix))) {
      api.listener(request, response);
      return;
    }
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const route = routes[path];
    if (route) {
      route(request, response);
      return;
    }
    const file = join(root, path);
    const page =
      /^\/checkout(\/|$)/.test(path) && existsSync(join(root, 'checkout.html')) ? 'checkout.html' : 'index.html';
    const target = existsSync(file) && extname(file) ? file : join(root, page);
    const type = types[extname(target)] ?? 'application/octet-stream';
    const body = readFileSync(target);
    if (gzip && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      response.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip' });
      response.end(gzipSync(body, { level: 9 }));
      return;
    }
    response.writeHead(200, { 'Content-Type': type });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
