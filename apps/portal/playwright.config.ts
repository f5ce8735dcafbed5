import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../../test.config.base.ts';

// Its own port, so a running `pnpm dev` or `pnpm start` does not collide with the tests.
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

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
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
    navigationTimeout: 60_000,
  },
  // The built portal, served the way `pnpm start` serves it.
  webServer: {
    command: 'pnpm exec vite preview',
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
