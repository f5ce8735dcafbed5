import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * A built portal's files, with the fallback its routes need: checkout.html for /checkout/…, index.html for the
 * rest. Hashed assets are cached for a year; pages never (a new version is picked up on the next visit).
 */
export function staticFiles(root: string) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(root, path);
    const asset = existsSync(file) && statSync(file).isFile();
    const page =
      /^\/checkout(\/|$)/.test(path) && existsSync(join(root, 'checkout.html')) ? 'checkout.html' : 'index.html';
    const target = asset ? file : join(root, page);
    if (!existsSync(target)) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('O portal ainda não foi construído.');
      return;
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
      'cache-control': asset && path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    response.end(readFileSync(target));
  };
}
