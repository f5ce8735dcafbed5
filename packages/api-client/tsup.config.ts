import { publishedPackageBuild } from '../../tsup.config.base.ts';

// The sandbox is its own entry ("./sandbox"), so apps that never mock the API never bundle MSW.
export default publishedPackageBuild({
  entry: { index: 'src/index.ts', 'sandbox/index': 'src/sandbox/index.ts' },
  splitting: true,
});
