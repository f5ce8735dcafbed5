// @vitest-environment node
// The architecture rules lint a fixture with one breach of each kind, so they cannot silently stop working
// (import-x, for one, reports nothing for .ts files when its TypeScript settings are missing).
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { architectureConfig } from './eslint.architecture.js';
import workspaceConfig from './eslint.config.js';

const root = join(import.meta.dirname, '.ci/lint-fixture');

async function lintFixture() {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { languageOptions: { parser: tseslint.parser } },
      ...architectureConfig({ root, project: join(root, 'tsconfig.json') }),
    ],
  });
  const results = await eslint.lintFiles(['packages/**/*.ts']);
  return results.flatMap((result) =>
    result.messages.map((message) => ({
      file: result.filePath.slice(root.length + 1),
      rule: message.ruleId,
      message: message.message,
    })),
  );
}

describe('the architecture lint rules', () => {
  it('report a feature importing another feature, core importing app/, and an import cycle, and nothing else', async () => {
    const problems = await lintFixture();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'packages/portal-features/src/features/payments/linkFee.ts',
          rule: 'import-x/no-restricted-paths',
          message: expect.stringContaining('A feature never imports another feature') as string,
        }),
        expect.objectContaining({
          file: 'packages/portal-features/src/core/money.ts',
          rule: 'import-x/no-restricted-paths',
          message: expect.stringContaining('core/ is what every feature may use') as string,
        }),
        expect.objectContaining({ file: 'packages/ui/src/first.ts', rule: 'import-x/no-cycle' }),
      ]),
    );
    expect(problems.filter((problem) => problem.file.endsWith('allowed.ts'))).toEqual([]);
  }, 60_000);

  it('are part of the workspace configuration that pnpm lint runs', () => {
    const names = workspaceConfig.map((config) => config.name);
    expect(names).toContain('painel/architecture');
  });
});
