// @ts-check
// The architecture as lint rules: the layers of portal-features, and no import cycle anywhere. Kept apart
// from eslint.config.js so a test can run the very same rules over a fixture (eslint.architecture.test.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

/** The feature folders of portal-features, each its own zone. */
function features(root) {
  const dir = join(root, 'packages/portal-features/src/features');
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/**
 * @param {{ root: string, project: string }} where the workspace root and the tsconfig the resolver reads.
 * @returns {import('eslint').Linter.Config[]}
 */
export function architectureConfig({ root, project }) {
  const src = 'packages/portal-features/src';
  const zones = [
    {
      target: `${src}/core`,
      from: [`${src}/features`, `${src}/app`],
      message: 'core/ is what every feature may use: it imports no feature and no app/ (docs/architecture.md).',
    },
    {
      target: `${src}/features`,
      from: `${src}/app`,
      message: 'A feature never imports app/: the app composes the features, not the other way (docs/architecture.md).',
    },
    ...features(root).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: `A feature never imports another feature: move what "${feature}" shares to core/ (docs/architecture.md).`,
    })),
  ];
  return [
    {
      name: 'painel/architecture',
      files: ['**/*.{ts,tsx}'],
      plugins: { 'import-x': importX },
      settings: {
        // Without these, import-x silently finds no cycle in TypeScript files.
        ...importX.flatConfigs.typescript.settings,
        'import-x/resolver-next': [
          createTypeScriptImportResolver({
            project,
            // The workspace's own packages resolve to their sources, as in every other tool.
            conditionNames: ['@painel/source', 'types', 'import', 'default'],
          }),
        ],
      },
      rules: {
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
        'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      },
    },
    {
      // Stories and tests render the whole portal (app/) around a feature's screen: they are not the layers.
      name: 'painel/architecture-tests',
      files: ['**/*.stories.{ts,tsx}', '**/*.test.{ts,tsx}'],
      rules: { 'import-x/no-restricted-paths': 'off' },
    },
  ];
}
