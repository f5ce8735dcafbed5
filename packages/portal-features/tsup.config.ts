import { publishedPackageBuild, sourceModules } from '../../tsup.config.base.ts';

// Every source module is its own file in dist, so a partner's bundler drops what the first visit does not
// use module by module, as ours does from the sources; declarations only for the three public entries: the
// portal (its routes load every screen lazily), the route table and menu as data, and the screens.
export default publishedPackageBuild({
  entry: sourceModules,
  dts: { entry: { index: 'src/index.ts', routes: 'src/routes.ts', screens: 'src/screens.ts' } },
  splitting: true,
});
