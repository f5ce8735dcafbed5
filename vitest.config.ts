import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { SkinName } from '@painel/ui';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test.config.base.ts';
import { workspaceSourceResolution } from './vite.config.base.ts';

// Tests run in the zone of the portal's users, so a date computed in UTC instead of the local day shows up
// (after 21:00 in Brasília, UTC is already tomorrow). Workers and the browsers inherit it.
process.env.TZ = 'America/Sao_Paulo';

// A fresh object per project: Vitest writes each project's name into its instances.
// Reduced motion: the shell fades a new screen in from opacity 0, and a check made in that first frame saw a
// shown message as invisible (CI of 99ee7de, TransactionsScreen › Refused); axe's contrast checks meet the same.
const chromiumBrowser = () => ({
  enabled: true,
  // The first connection waits for Vite's dependency scan; on a busy machine that alone can pass the 60 s default.
  connectTimeout: 300_000,
  headless: true,
  provider: playwright({ launchOptions: chromiumLaunchOptions, contextOptions: { reducedMotion: 'reduce' } }),
  instances: [{ browser: 'chromium' as const }],
});

function storybookProject(name: string, skin: SkinName) {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name,
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Generous: several waits of up to 60 s may follow each other on a busy machine.
      testTimeout: 240_000,
      provide: { painelSkin: skin },
      browser: chromiumBrowser(),
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    painelSkin: SkinName;
  }
}

export default defineConfig({
  ...workspaceSourceResolution,
  // Lazy screens are compiled when a story first opens them; warming them up when the server starts keeps a
  // story on a busy machine from waiting for the compiler instead of the screen.
  server: { warmup: { clientFiles: ['packages/*/src/**/*.tsx', '!**/*.test.tsx'] } },
  // Pre-bundled up front: a dependency first met halfway through a browser run makes Vite reload the
  // page, which fails the stories running at that moment (seen with a stale cache).
  optimizeDeps: {
    include: [
      'react',
      'react-dom/client',
      'react-router-dom',
      'styled-components',
      'msw',
      'msw/browser',
      '@painel/ui > radix-ui',
      '@painel/ui > imask',
      '@painel/ui > @brazilian-utils/brazilian-utils',
      '@painel/ui > d3-array',
      'react-hook-form',
      '@painel/api-client > zod/mini',
      '@painel/api-client > swr',
      '@painel/portal-features > swr',
    ],
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/portal/src/**/*.test.{ts,tsx}',
            'apps/portal/*.test.ts',
            'eslint.architecture.test.ts',
          ],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          // DOM tests that need a real browser window (resizing it, for one).
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.{ts,tsx}'],
          browser: chromiumBrowser(),
        },
      },
      storybookProject('storybook', 'light'),
      // Every story again in the dark skin, so axe checks contrast there too.
      storybookProject('storybook-dark', 'dark'),
    ],
  },
});
