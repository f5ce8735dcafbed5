import { publishedPackageBuild, sourceModules } from '../../tsup.config.base.ts';

// One file per source module (sourceModules): with `sideEffects: false`, an app's bundler then drops every module
// the app does not import, so importing Button does not pull Dialog.
export default publishedPackageBuild({
  entry: sourceModules,
  splitting: true,
});
