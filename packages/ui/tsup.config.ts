import { publishedPackageBuild } from '../../tsup.config.base.ts';

// One entry per component (and per foundation module): with `sideEffects: false`, an app's bundler
// then drops every module the app does not import, so importing Button does not pull Dialog.
export default publishedPackageBuild({
  entry: [
    'src/index.ts',
    'src/components/*/index.ts',
    'src/theme/index.ts',
    'src/masks/index.ts',
    'src/layout/index.ts',
  ],
  splitting: true,
});
