import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { PortalEnv } from './src/config';

const FAVICON = 'favicon.svg';
const source = join(import.meta.dirname, 'brand', FAVICON);

/** The icon's link for every page (the portal and the checkout): the partner's address, or the portal's own mark. */
export function faviconTag(env: PortalEnv, base: string): HtmlTagDescriptor {
  const partnerIcon = env.VITE_FAVICON_URL?.trim();
  return {
    tag: 'link',
    attrs: partnerIcon
      ? { rel: 'icon', href: partnerIcon }
      : { rel: 'icon', type: 'image/svg+xml', href: `${base}${FAVICON}` },
    injectTo: 'head',
  };
}

/**
 * A white-label portal shows its partner's icon in the tab (VITE_FAVICON_URL); without one, the portal's mark. Either
 * way the browser stops asking for /favicon.ico, which answered 404 on every page.
 */
export function faviconFile(env: PortalEnv): Plugin {
  let base = '/';
  return {
    name: 'painel:favicon',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(`/${FAVICON}`, (_request, response) => {
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(readFileSync(source));
      });
    },
    transformIndexHtml: () => [faviconTag(env, base)],
    generateBundle() {
      if (!env.VITE_FAVICON_URL?.trim())
        this.emitFile({ type: 'asset', fileName: FAVICON, source: readFileSync(source) });
    },
  };
}
