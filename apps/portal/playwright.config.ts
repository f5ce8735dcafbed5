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
  reporter: [['list'], ['json', { outputFile: '../../.ci/reports/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions,
    locale: 'pt-BR',
    trace: 'retain-on-failure',
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
