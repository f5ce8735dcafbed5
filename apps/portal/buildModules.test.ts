// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { workspaceSourceResolution } from '../../vite.config.base.ts';
import { isSandboxModule, MODULE_MAP_FILE, moduleMapFile, sandboxModulesIn } from './buildModules';

const fixture = mkdtempSync(join(import.meta.dirname, '.build-fixture-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

/** Builds a page whose entry is `code`, with the module map (and the guard when asked). */
async function buildPage(code: string, forbidSandbox: boolean) {
  writeFileSync(join(fixture, 'index.html'), '<script type="module" src="./main.ts"></script>');
  writeFileSync(join(fixture, 'main.ts'), code);
  await build({
    ...workspaceSourceResolution,
    root: fixture,
    logLevel: 'silent',
    configFile: false,
    plugins: [moduleMapFile({ forbidSandbox })],
    build: { outDir: join(fixture, 'dist'), emptyOutDir: true, minify: false },
  });
  return JSON.parse(readFileSync(join(fixture, 'dist', MODULE_MAP_FILE), 'utf8')) as Record<string, string[]>;
}

describe('a build for a real API holds no sandbox module', () => {
  it('knows the sandbox by its modules: the API client’s sandbox folder and the mock library', () => {
    expect(isSandboxModule('/r/packages/api-client/src/sandbox/inPage.ts')).toBe(true);
    expect(isSandboxModule('/r/node_modules/@painel/api-client/dist/sandbox/lazySandboxApi.js')).toBe(true);
    expect(isSandboxModule('/r/node_modules/.pnpm/msw@2.10.0/node_modules/msw/lib/core/index.mjs')).toBe(true);
    expect(
      isSandboxModule('/r/node_modules/.pnpm/@mswjs+interceptors@0.39.0/node_modules/@mswjs/interceptors/x.js'),
    ).toBe(true);
    expect(isSandboxModule('/r/packages/api-client/src/money/cents.ts')).toBe(false);
    expect(isSandboxModule('/r/packages/portal-features/src/features/sandbox-inbox/SandboxInboxScreen.tsx')).toBe(
      false,
    );
    expect(sandboxModulesIn({ 'a.js': ['packages/ui/src/x.ts', 'packages/api-client/src/sandbox/db.ts'] })).toEqual([
      { file: 'a.js', module: 'packages/api-client/src/sandbox/db.ts' },
    ]);
  });

  it('fails the build when the module graph reaches the sandbox, even through an on-demand import', async () => {
    const lazySandbox = `import { createLazySandboxApi } from '@painel/api-client/sandbox/lazy';
      console.log(createLazySandboxApi().apiBaseUrl);`;
    await expect(buildPage(lazySandbox, true)).rejects.toThrow(/A build for a real API holds sandbox code/);
    // The sandbox build itself may hold it: the map says where.
    const map = await buildPage(lazySandbox, false);
    expect(sandboxModulesIn(map).map(({ module }) => module)).toContain('packages/api-client/src/sandbox/inPage.ts');
  }, 120_000);

  it('passes the API client without its sandbox', async () => {
    const map = await buildPage(`import { buildUrl } from '@painel/api-client'; console.log(buildUrl);`, true);
    expect(
      Object.values(map)
        .flat()
        .some((id) => id.startsWith('packages/api-client/src/')),
    ).toBe(true);
    expect(sandboxModulesIn(map)).toEqual([]);
  }, 120_000);
});
