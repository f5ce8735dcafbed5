import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { workspaceSourceResolution } from '../../vite.config.base.ts';
import { cspMetaTag } from './cspMetaTag.ts';
import type { PortalEnv } from './src/config';

/** '/checkout/…' (spec 2.2) is served by checkout.html, its own page; every other address by index.html. */
export const CHECKOUT_PATH = /^\/checkout(\/|$|\?)/;

const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
  if (request.url && CHECKOUT_PATH.test(request.url)) request.url = '/checkout.html';
  next();
};

/**
 * The public checkout as a page of its own. `vite` and `vite preview` send '/checkout/…' to checkout.html, as a
 * deployment's server does (see README). `vite build` builds it after the portal, into the same folder, as a
 * second build: the portal's first-visit code splitting is for one entry, and a payer must get none of the
 * portal's files (its router, menu, dialogs), only what paying needs.
 */
export function checkoutPage(env: PortalEnv): Plugin {
  let settings: { root: string; outDir: string; mode: string; sourcemap: boolean } | null = null;
  return {
    name: 'painel:checkout-page',
    configResolved(config) {
      if (config.command !== 'build') return;
      settings = {
        root: config.root,
        outDir: resolve(config.root, config.build.outDir),
        mode: config.mode,
        sourcemap: Boolean(config.build.sourcemap),
      };
    },
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
    async closeBundle() {
      if (!settings) return;
      const { build } = await import('vite');
      await build({
        ...workspaceSourceResolution,
        configFile: false,
        root: settings.root,
        mode: settings.mode,
        logLevel: 'warn',
        plugins: [react(), cspMetaTag(env)],
        build: {
          outDir: settings.outDir,
          emptyOutDir: false,
          sourcemap: settings.sourcemap,
          manifest: false,
          modulePreload: { polyfill: false },
          rolldownOptions: { input: { checkout: resolve(settings.root, 'checkout.html') } },
        },
      });
    },
  };
}
