// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureConfig } from './eslint.architecture.js';

// Public API only: no reaching into another package's files.
const publicEntries = [
  '@painel/api-client/lazy',
  '@painel/api-client/money',
  '@painel/api-client/react',
  '@painel/api-client/sandbox',
  '@painel/api-client/sandbox/server',
  '@painel/portal-features/checkout',
  '@painel/portal-features/routes',
  '@painel/portal-features/sandbox',
  '@painel/portal-features/screens',
  '@painel/ui/form',
];
const deepImports = {
  group: ['@painel/*/*', ...publicEntries.map((entry) => `!${entry}`)],
  message: 'Import @painel packages through their public entry points.',
};

// styled-components has no ESM build for Node: its default export is the CommonJS module object
// there, so `styled.div` breaks a partner's server render. The named export works everywhere.
const styledDefaultImport = {
  name: 'styled-components',
  importNames: ['default'],
  message: "Use the named export: import { styled } from 'styled-components'.",
};

/** Imports a layer may not make: keeps the layers of the guide (ui ← api-client ← portal-features ← app). */
function boundary(files, forbidden = [], message = '') {
  const patterns = forbidden.length > 0 ? [{ group: forbidden, message }, deepImports] : [deepImports];
  return { files, rules: { 'no-restricted-imports': ['error', { paths: [styledDefaultImport], patterns }] } };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist-size/**',
      '**/dist-api/**',
      '**/dist-shared/**',
      '**/.sandbox-data/**',
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'apps/portal/sandbox-worker/mockServiceWorker.js',
      '**/test-results/**',
      '**/playwright-report/**',
      '.ci/package-consumer/.work/**',
      // Type-checked by its own strict tsconfig against the packed packages (pnpm test:packages).
      '.ci/package-consumer/fixture/**',
      // Deliberately broken code that eslint.architecture.test.ts lints on its own.
      '.ci/lint-fixture/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.json', tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { ...tseslint.configs.disableTypeChecked.languageOptions, globals: { ...globals.node } },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  boundary(['**/*.{ts,tsx}']),
  boundary(
    ['packages/ui/**'],
    [
      '@painel/api-client',
      '@painel/api-client/*',
      '@painel/portal-features',
      'react-router',
      'react-router-dom',
      'swr',
      'msw',
    ],
    '@painel/ui knows nothing of the API, the routes or the portal.',
  ),
  boundary(
    ['packages/api-client/src/**/!(*.stories).{ts,tsx}'],
    ['@painel/ui', '@painel/portal-features', 'styled-components', 'react-router', 'react-router-dom'],
    '@painel/api-client knows nothing of screens or styling.',
  ),
  ...architectureConfig({ root: import.meta.dirname, project: './tsconfig.base.json' }),
  prettier,
);
