// Packs each published package, installs the tarballs into a folder outside the workspace
// and uses them there as a partner would: ESM import, server render and a strict type check.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { measureBundles } from './bundleSize.mjs';
import { packPackages, publishedPackages, root } from '../packPackages.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const work = join(here, '.work');
const packages = publishedPackages;
const snapshotFile = join(here, 'public-api.json');
const updateSnapshot = process.env.UPDATE_PUBLIC_API === '1';

function linkFromWorkspace(name, fromDir) {
  const target = join(work, 'node_modules', name);
  if (existsSync(target)) return;
  const candidates = [join(root, fromDir, 'node_modules', name), join(root, 'node_modules', name)];
  const source = candidates.find((candidate) => existsSync(candidate));
  assert.ok(source, `${name} (needed by ${fromDir}) is not installed in the workspace`);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(realpathSync(source), target, 'dir');
}

function install(name, dir, tarball) {
  const target = join(work, 'node_modules', name);
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
  const manifest = JSON.parse(readFileSync(join(target, 'package.json'), 'utf8'));
  for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
    if (!dep.startsWith('@painel/')) linkFromWorkspace(dep, dir);
  }
  return manifest;
}

const manifests = {};

before(() => {
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const tarballs = packPackages(join(work, 'tarballs'));
  for (const [name, dir] of Object.entries(packages)) manifests[name] = install(name, dir, tarballs[name]);
  // What the fixture itself needs beyond the packages' own dependencies (@types/node: styled-components'
  // declarations name the NodeJS namespace).
  for (const tool of ['typescript', '@types/react', '@types/react-dom', '@types/node', 'react-router-dom'])
    linkFromWorkspace(tool, 'packages/portal-features');
  cpSync(join(here, 'fixture'), work, { recursive: true });
});

after(() => rmSync(work, { recursive: true, force: true }));

describe('published packages', () => {
  for (const name of Object.keys(packages)) {
    test(`${name} ships only dist and package metadata`, () => {
      const files = readdirSync(join(work, 'node_modules', name)).sort();
      assert.deepEqual(
        files.filter((file) => !['dist', 'package.json', 'README.md', 'CHANGELOG.md', 'LICENSE.md'].includes(file)),
        [],
      );
      assert.equal(manifests[name].private, undefined);
      assert.equal(manifests[name].type, 'module');
      assert.ok(
        !JSON.stringify(manifests[name]).includes('workspace:'),
        'workspace: ranges must be replaced when packing',
      );
    });

    test(`${name} has a package.json whose every entry point exists (publint, strict)`, async () => {
      const pkgDir = join(work, 'node_modules', name);
      // The folder already holds exactly the packed files, so publint lints it as it is.
      const { messages, pkg } = await publint({ pkgDir, strict: true, pack: false });
      const problems = messages.map((message) => formatMessage(message, pkg, { color: false }));
      assert.deepEqual(problems, []);
    });

    test(`${name} exposes the recorded public API, entry by entry`, async () => {
      const { publicNames } = await import(pathToFileURL(join(work, 'public-names.mjs')).href);
      const entries = Object.keys(manifests[name].exports).filter(
        (entry) => entry !== './package.json' && !entry.endsWith('.json'),
      );
      const snapshot = existsSync(snapshotFile) ? JSON.parse(readFileSync(snapshotFile, 'utf8')) : {};
      for (const entry of entries) {
        const specifier = entry === '.' ? name : `${name}${entry.slice(1)}`;
        const names = await publicNames(specifier);
        if (updateSnapshot) {
          snapshot[specifier] = names;
          writeSnapshot(snapshot);
        }
        assert.deepEqual(
          names,
          snapshot[specifier],
          `public API of ${specifier} changed; if intended, run UPDATE_PUBLIC_API=1 pnpm test:packages`,
        );
      }
    });
  }

  test('the packages load through their exports maps and render in Node', async () => {
    const render = await import(pathToFileURL(join(work, 'render.mjs')).href);
    assert.match(render.renderButton(), /<button[^>]*type="button"[^>]*>(<span[^>]*>)?Continuar(<\/span>)?<\/button>/);
    assert.match(render.renderButton(), /data-skin="dark"/);
    assert.match(render.renderWelcome(), /<h1[^>]*>Bem-vindo ao Painel<\/h1>/);
    assert.match(render.renderPartnerWelcome(), /<h1[^>]*>Bem-vindo ao Banco Parceiro<\/h1>/);
    assert.equal(render.loginUrl(), 'https://api.example.com/login');
    assert.equal(render.maskedCnpj(), '11.222.333/0001-81');
    assert.ok(render.sandboxHandlerCount() > 20, 'the ./sandbox entry serves every call');
  });

  test('an app that imports only Button bundles a fraction of what importing everything does', async (t) => {
    const sizes = await measureBundles(work);
    const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
    const report = {
      reactOnly: kib(sizes.reactOnly),
      buttonOnly: kib(sizes.buttonOnly),
      everything: kib(sizes.everything),
      buttonCost: kib(sizes.buttonOnly - sizes.reactOnly),
      everythingCost: kib(sizes.everything - sizes.reactOnly),
    };
    t.diagnostic(`gzipped JS: ${JSON.stringify(report)}`);
    mkdirSync(join(root, '.ci', 'reports'), { recursive: true });
    writeFileSync(join(root, '.ci', 'reports', 'bundle-size.json'), `${JSON.stringify(report, null, 2)}\n`);
    // What Button adds (with styled-components) must stay well under half of what the whole package adds.
    assert.ok(
      sizes.buttonOnly - sizes.reactOnly < 0.5 * (sizes.everything - sizes.reactOnly),
      `importing Button pulls too much: ${JSON.stringify(report)}`,
    );
  });

  test('the main entries load in plain Node without their optional peers (React, SWR, react-hook-form)', () => {
    const bare = join(work, 'bare');
    mkdirSync(join(bare, 'node_modules', '@painel'), { recursive: true });
    writeFileSync(join(bare, 'package.json'), '{"type":"module"}');
    // Copies, not links: Node resolves a package's imports from its real folder, which must not see the peers.
    for (const name of ['api-client', 'ui']) {
      cpSync(join(work, 'node_modules', '@painel', name), join(bare, 'node_modules', '@painel', name), {
        recursive: true,
      });
    }
    // Only what the main entries need: zod for api-client; React, styled-components and ui's own dependencies.
    const needed = ['zod', 'react', 'react-dom', 'styled-components', 'radix-ui', 'imask', 'd3-array'];
    for (const dep of [...needed, '@brazilian-utils/brazilian-utils']) {
      const from = join(work, 'node_modules', dep);
      const to = join(bare, 'node_modules', dep);
      mkdirSync(dirname(to), { recursive: true });
      if (!existsSync(to)) symlinkSync(realpathSync(from), to, 'dir');
    }
    const script = `
      const api = await import('@painel/api-client');
      const client = api.createApiClient({ apiBaseUrl: 'https://api.example.com/', twoFactorApiBaseUrl: 'https://2fa.example.com/', ipLookupUrl: '', systemOrigin: 'P', getAccessToken: () => null, onUnauthorized: () => {} });
      if (typeof client.login !== 'function') throw new Error('no client');
      await import('@painel/ui');
      console.log('ok');
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: bare,
      encoding: 'utf8',
    });
    assert.match(output, /ok/);
    assert.equal(existsSync(join(bare, 'node_modules', 'swr')), false);
    assert.equal(existsSync(join(bare, 'node_modules', 'react-hook-form')), false);
  });

  test('the API contract ships as @painel/api-client/openapi.json, one operation per call of the table', async () => {
    const file = join(work, 'node_modules', '@painel', 'api-client', 'dist', 'openapi.json');
    const contract = JSON.parse(readFileSync(file, 'utf8'));
    assert.equal(contract.openapi, '3.1.0');
    assert.equal(contract.info.version, manifests['@painel/api-client'].version);
    const operations = Object.values(contract.paths).flatMap((item) => Object.values(item));
    assert.ok(operations.length >= 20, `only ${operations.length} operations`);
    assert.deepEqual(manifests['@painel/api-client'].exports['./openapi.json'], './dist/openapi.json');
  });

  test('a strict TypeScript consumer type-checks against the shipped declarations', () => {
    const tsc = join(work, 'node_modules', 'typescript', 'bin', 'tsc');
    try {
      execFileSync(process.execPath, [tsc, '-p', join(work, 'tsconfig.json')], { cwd: work, stdio: 'pipe' });
    } catch (error) {
      assert.fail(`tsc rejected the consumer:\n${error.stdout}${error.stderr}`);
    }
  });
});

function writeSnapshot(snapshot) {
  writeFileSync(snapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);
}
