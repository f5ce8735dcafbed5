import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Connect, Plugin } from 'vite';
import { workspaceSourceResolution } from '../../vite.config.base.ts';
import { CHECKOUT_MODULE_MAP_FILE, moduleMapFile } from './buildModules.ts';
import { faviconFile } from './faviconFile.ts';
import { cspMetaTag } from './cspMetaTag.ts';
import { readPortalConfig, type PortalEnv } from './src/config.ts';

/** '/checkout/…' (spec 2.2) is served by checkout.html, its own page; every other address by index.html. */
export const CHECKOUT_PATH = /^\/checkout(\/|$|\?)/;

const rewrite: Connect.NextHandleFunction = (request, _response, next) => {
  if (request.url && CHECKOUT_PATH.test(request.url)) request.url = '/checkout.html';
  next();
};

/**
 * The checkout page renders with Preact's React-compatible runtime: 5 KiB gzipped where react-dom is 58, on a
 * page a payer opens on a phone, on a mobile network. The screens are the same React components (Storybook, the
 * portal and partners render them with React); only this page's build swaps the runtime.
 */
const preact = (entry: string) => fileURLToPath(import.meta.resolve(entry));
export const REACT_ON_PREACT = [
  { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
  { find: /^react-dom$/, replacement: preact('preact/compat') },
  { find: /^react\/jsx-(?:dev-)?runtime$/, replacement: preact('preact/jsx-runtime') },
  { find: /^react$/, replacement: preact('preact/compat') },
];

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
        resolve: { ...workspaceSourceResolution.resolve, alias: REACT_ON_PREACT },
        plugins: [
          react(),
          cspMetaTag(env),
          faviconFile(env),
          moduleMapFile({ forbidSandbox: !readPortalConfig(env).sandbox, fileName: CHECKOUT_MODULE_MAP_FILE }),
        ],
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
