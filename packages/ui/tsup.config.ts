import { readdirSync } from 'node:fs';
import { publishedPackageBuild, sourceModules } from '../../tsup.config.base.ts';

// One file per source module (sourceModules) and declarations for the public entries: with `sideEffects:
// false`, an app's bundler then drops every module the app does not import, so importing Button does not
// pull Dialog.
const components = readdirSync('src/components').map((name) => `src/components/${name}/index.ts`);

export default publishedPackageBuild({
  entry: sourceModules,
  dts: { entry: ['src/index.ts', ...components, 'src/theme/index.ts', 'src/masks/index.ts', 'src/layout/index.ts'] },
  splitting: true,
});
