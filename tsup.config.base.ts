import { defineConfig, type Options } from 'tsup';

/**
 * The one build recipe of the published packages: ESM with declarations and source maps.
 * Dependencies and peer dependencies stay external (tsup reads them from package.json),
 * so a partner's app keeps a single React and styled-components.
 */
export function publishedPackageBuild(overrides: Options = {}) {
  return defineConfig({
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    ...overrides,
  });
}
