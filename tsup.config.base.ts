import { defineConfig, type Options } from 'tsup';

/**
 * The one build recipe of the published packages' JavaScript: ESM with source maps. The declarations come from the
 * workspace's type check (scripts/buildPackages.mjs, `pnpm build`).
 * Dependencies and peer dependencies stay external (tsup reads them from package.json),
 * so a partner's app keeps a single React and styled-components.
 */
/**
 * Every source module of a package as an entry: esbuild then writes one file per module instead of merging
 * modules that the same entries reach into one chunk, where a styled() call of a screen the page never shows
 * would keep that screen (and its Radix parts) in a partner's first visit.
 */
export const sourceModules = [
  'src/**/*.{ts,tsx}',
  '!src/**/*.{stories,test,fixtures}.{ts,tsx}',
  '!src/**/*.browser.test.ts',
  '!src/**/*.d.ts',
  '!src/storybook/**',
];

export function publishedPackageBuild(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: false,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...overrides,
  });
}
