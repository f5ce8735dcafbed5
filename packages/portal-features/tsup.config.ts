import { publishedPackageBuild } from '../../tsup.config.base.ts';

// Three entries: the portal (its routes load every screen lazily), the route table and menu as data, and
// the screens for hosts that place them.
export default publishedPackageBuild({
  entry: { index: 'src/index.ts', routes: 'src/routes.ts', screens: 'src/screens.ts' },
  splitting: true,
});
