import type { Plugin } from 'vite';
import type { PortalEnv } from './src/config';
import { contentSecurityPolicy } from './csp.ts';

/**
 * Adds the Content-Security-Policy meta tag to the built index.html. Build only: the dev server's
 * hot-reload needs an inline script the policy rightly forbids.
 */
export function cspMetaTag(env: PortalEnv): Plugin {
  return {
    name: 'painel:csp-meta-tag',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
        injectTo: 'head-prepend',
      },
    ],
  };
}
