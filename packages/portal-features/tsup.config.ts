import { publishedPackageBuild, sourceModules } from '../../tsup.config.base.ts';

// Every source module is its own file in dist, so a partner's bundler drops what the first visit does not
// use module by module, as ours does from the sources.
export default publishedPackageBuild({
  entry: sourceModules,
  splitting: true,
});
