import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { SkinName } from '@painel/ui';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { chromiumLaunchOptions } from './test.config.base.ts';
import { workspaceSourceResolution } from './vite.config.base.ts';

// Tests run in the zone of the portal's users, so a date computed in UTC instead of the local day shows up
// (after 21:00 in Brasília, UTC is already tomorrow). Workers and the browsers inherit it.
process.env.TZ = 'America/Sao_Paulo';

// A fresh object per project: Vitest writes each project's name into its instances.
// Reduced motion: the shell fades a new screen in from opacity 0, and a check made in that first frame saw a
// shown message as invisible (CI of 99ee7de, TransactionsScreen › Refused); axe's contrast checks meet the same.
const chromiumBrowser = (windowSize?: { width: number; height: number }) => ({
  enabled: true,
  // The first connection waits for Vite's dependency scan; on a busy machine that alone can pass the 60 s default.
  connectTimeout: 300_000,
  headless: true,
  provider: playwright({
    launchOptions: chromiumLaunchOptions,
    contextOptions: { reducedMotion: 'reduce', ...(windowSize ? { viewport: windowSize } : {}) },
  }),
  instances: [{ browser: 'chromium' as const }],
});

// Written out rather than imported: the config loads in Node before the packages are built.
const skinNames = ['light', 'bordered', 'dark', 'semi-dark'] as const satisfies readonly SkinName[];
// Fails to compile when the design system gains a skin this list lacks.
const everySkin: Exclude<SkinName, (typeof skinNames)[number]> extends never ? true : never = true;
void everySkin;

/**
 * The skins every story is checked in: it plays in the first, then axe checks its final state in the others
 * (`.storybook/skinSweep.ts`). PAINEL_SKINS=dark plays and checks in dark only; PAINEL_SKINS=dark,light plays in dark
 * and sweeps light. Default: all four, playing in light.
 */
function storySkins(): [SkinName, SkinName[]] {
  const asked = (process.env.PAINEL_SKINS ?? skinNames.join(','))
    .split(',')
    .map((skin) => skin.trim())
    .filter(Boolean);
  const unknown = asked.filter((skin) => !(skinNames as readonly string[]).includes(skin));
  if (unknown.length > 0) throw new Error(`PAINEL_SKINS: unknown skin ${unknown.join(', ')} (${skinNames.join(', ')})`);
  const [played = 'light', ...swept] = asked as SkinName[];
  return [played, swept];
}

function storybookProject(name: string) {
  const [skin, sweptSkins] = storySkins();
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir: '.storybook' })],
    test: {
      name,
      setupFiles: ['.storybook/vitest.setup.ts'],
      // One page per worker for all its story files, not a fresh page per file: the files share the imported
      // modules instead of loading them again (the suite took 700 s with a page per file, 445 s like this).
      // What a story leaves behind that lives outside React is reset before each story (preview.tsx).
      isolate: false,
      // Generous: several waits of up to 60 s may follow each other on a busy machine.
      testTimeout: 240_000,
      provide: { painelSkin: skin, painelSweptSkins: sweptSkins },
      browser: chromiumBrowser(),
    },
  };
}

const unitTests = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'apps/portal/src/**/*.test.{ts,tsx}',
  'apps/portal/*.test.ts',
  'eslint.architecture.test.ts',
];

declare module 'vitest' {
  export interface ProvidedContext {
    painelSkin: SkinName;
    painelSweptSkins: SkinName[];
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
    // Vitest's default is one worker fewer than the cores: one on CI's two, which left half the machine idle
    // (unit 290 s with one, 182 s with two). PAINEL_TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.PAINEL_TEST_WORKERS) || availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: ['**/*.browser.test.{ts,tsx}', '**/*.isolated.test.{ts,tsx}', '**/node_modules/**'],
          // Most logic needs no DOM, and its files share no state: one module graph per worker, not per file
          // (the unit suite took 290 s with a jsdom window and a fresh graph per file, 60 s like this).
          environment: 'node',
          isolate: false,
          // Property tests generate whole ledgers: on two shared cores one can pass the 5 s default.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Tests that need a fresh module graph: a DOM (`// @vitest-environment jsdom` in their first line), a
          // mocked module, stubbed globals or environment.
          name: 'unit-isolated',
          include: unitTests.map((glob) => glob.replace('.test.', '.isolated.test.')),
          exclude: ['**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
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
      storybookProject('storybook'),
      {
        extends: true,
        test: {
          // The key screens' screenshots against committed ones (.storybook/visual).
          name: 'visual',
          include: ['.storybook/visual/*.visual.test.tsx'],
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 240_000,
          provide: { painelSkin: 'light' as const, painelSweptSkins: [] },
          browser: {
            // A window larger than the widest screen compared, so the page is not scaled down to fit.
            ...chromiumBrowser({ width: 1400, height: 1000 }),
            // A failure's own screenshot is not a reference: only the comparison's images, kept with CI's reports.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                resolveDiffPath: ({ root, arg, ext, browserName }) =>
                  `${root}/.ci/reports/visual/${arg}-${browserName}${ext}`,
                comparatorName: 'pixelmatch' as const,
                // Fonts and antialiasing vary a little between machines; a changed colour or layout does not pass.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
    ],
  },
});
