import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test.config.base.ts';

// Ports of their own, so a running `pnpm dev`, `pnpm start` or `pnpm sandbox` does not collide with the tests.
const port = Number(process.env.E2E_PORT ?? 4317);
const apiPort = port + 1;
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4319);
const sharedPort = Number(process.env.E2E_SHARED_PORT ?? 4320);
const sharedURL = `http://127.0.0.1:${sharedPort}`;
const baseURL = `http://127.0.0.1:${port}`;
const apiBaseURL = `http://127.0.0.1:${apiPort}`;
process.env.SANDBOX_URL = `http://127.0.0.1:${sandboxPort}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  // What a person would see, waited for as long as a busy machine needs (CI shares two cores).
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: '../../.ci/reports/e2e.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'pt-BR',
    // Where the portal's users are: a date computed in UTC instead of the local day shows up after 21:00.
    timezoneId: 'America/Sao_Paulo',
    // A trace of each failure with the page's DOM at every step; the screencast is left out: it doubled the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    screenshot: 'only-on-failure',
    navigationTimeout: 60_000,
  },
  projects: [
    // The portal built for a real API (scripts/build-api.mjs), talking over HTTP to `pnpm sandbox`. Its journeys run
    // one after the other (one sandbox, one set of accounts), 84 s in one worker: listed first, they start first, and
    // the other worker takes the rest meanwhile; listed last they ran alone at the end with a core idle.
    { name: 'http-api', testMatch: 'http-api/**/*.spec.ts', fullyParallel: false, use: { baseURL: apiBaseURL } },
    // The portal as `pnpm start` serves it: no API configured, the sandbox answers in the browser.
    { name: 'sandbox', testIgnore: ['http-api/**', 'shared/**'], use: { baseURL } },
    // `pnpm start`: the portal and the HTTP sandbox on one origin, one sandbox for every browser.
    { name: 'shared', testMatch: 'shared/**/*.spec.ts', use: { baseURL: sharedURL } },
  ],
  webServer: [
    {
      command: 'pnpm exec vite preview',
      env: { PORT: String(port) },
      url: baseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm exec tsx ../../packages/api-client/src/sandbox/cli.ts --port ${sandboxPort} --data test-results/sandbox-data --reset --origin ${apiBaseURL}`,
      url: `${process.env.SANDBOX_URL}/api/sandbox/ip`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm exec tsx --conditions @painel/source scripts/start.ts',
      env: {
        PORT: String(sharedPort),
        SKIP_BUILD: '1',
        SANDBOX_RESET: '1',
        SANDBOX_DATA_DIR: 'test-results/shared-data',
      },
      url: `${sharedURL}/api/sandbox/ip`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'pnpm exec vite preview --outDir dist-api',
      env: { PORT: String(apiPort) },
      url: apiBaseURL,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
