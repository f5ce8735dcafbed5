import { publishedPackageBuild } from '../../tsup.config.base.ts';

// Two entries: the portal (routes load every screen lazily), and the screens for hosts that place them.
export default publishedPackageBuild({
  entry: { index: 'src/index.ts', screens: 'src/screens.ts' },
  splitting: true,
});
