import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const types = { '.js': 'text/javascript', '.html': 'text/html', '.css': 'text/css', '.map': 'application/json' };

/**
 * A built app on a free local port, with the fallback a host gives its routes: checkout.html for /checkout/…,
 * index.html for the rest. `routes` answers
 * some paths itself (a host's own API, in the partner-host check).
 */
export function serveBuild(root, routes = {}) {
  const server = createServer((request, response) => {
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
    response.writeHead(200, { 'Content-Type': types[extname(target)] ?? 'application/octet-stream' });
    response.end(readFileSync(target));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
