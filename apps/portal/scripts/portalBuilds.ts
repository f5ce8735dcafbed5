// The portal's builds, each one's settings written once. `pnpm size` measures them in dist-size/; the e2e suite
// serves the same three, so `pnpm test` (E2E_REUSE_BUILDS=1) copies them instead of building them again.
import { sandboxAddresses } from '@painel/api-client/sandbox';

export type BuildEnv = Record<string, string>;

/** The e2e suite's HTTP sandbox (`pnpm sandbox` on its own port), the API the `api` build talks to there. */
export const e2eSandboxUrl = `http://127.0.0.1:${process.env.E2E_SANDBOX_PORT ?? 4319}`;

/** No API configured: the sandbox answers in the browser (the e2e `sandbox` project). */
export const sandboxBuild: BuildEnv = { VITE_API_BASE_URL: '' };

/**
 * Every API address set, so the build takes the production path: fetch over the network, the CSP's connect-src,
 * no service worker. The sandbox takes any bot-check token; a real deployment sets VITE_RECAPTCHA_SITE_KEY.
 */
export function apiBuild(apiUrl: string): BuildEnv {
  const api = apiUrl.replace(/\/+$/, '');
  return {
    VITE_API_BASE_URL: `${api}/api/`,
    VITE_2FA_API_BASE_URL: `${api}/2fa-api/`,
    VITE_IP_LOOKUP_URL: `${api}/api/sandbox/ip`,
    VITE_BOT_CHECK: 'off',
  };
}

/** `pnpm start`: relative addresses, so a phone that opens http://<this machine>:5173 calls this machine. */
export const sameOriginBuild: BuildEnv = {
  VITE_API_BASE_URL: sandboxAddresses.apiBaseUrl,
  VITE_2FA_API_BASE_URL: sandboxAddresses.twoFactorApiBaseUrl,
  VITE_IP_LOOKUP_URL: sandboxAddresses.ipLookupUrl,
  VITE_BOT_CHECK: 'off',
  VITE_SANDBOX_TOOLS: 'on',
};
