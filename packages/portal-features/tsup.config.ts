import { publishedPackageBuild, sourceModules } from '../../tsup.config.base.ts';

// Every source module is its own file in dist, so a partner's bundler drops what the first visit does not
// use module by module, as ours does from the sources; declarations only for the four public entries: the
// portal (its routes load every screen lazily), the route table and menu as data, the screens, the checkout on its own page, and the portal on the sandbox.
export default publishedPackageBuild({
  entry: sourceModules,
  dts: {
    entry: {
      index: 'src/index.ts',
      routes: 'src/routes.ts',
      screens: 'src/screens.ts',
      checkout: 'src/checkout.tsx',
      sandbox: 'src/sandbox.ts',
    },
  },
  splitting: true,
});
