// Builds the portal for a real API: by default the sandbox served over HTTP by `pnpm sandbox`
// (SANDBOX_URL, http://127.0.0.1:4010), into dist-api/. Every API address is set, so the build takes the
// production path: fetch over the network, the CSP's connect-src, no service worker.
import { execFileSync } from 'node:child_process';

const sandbox = (process.env.SANDBOX_URL ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', 'dist-api', '--emptyOutDir', '--logLevel', 'warn'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_BASE_URL: `${sandbox}/api/`,
    VITE_2FA_API_BASE_URL: `${sandbox}/2fa-api/`,
    VITE_IP_LOOKUP_URL: `${sandbox}/api/sandbox/ip`,
    // The sandbox takes any bot-check token; a real deployment sets VITE_RECAPTCHA_SITE_KEY.
    VITE_BOT_CHECK: 'off',
  },
});
