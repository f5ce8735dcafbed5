// `pnpm build`: the three published packages' dist/. tsup writes the JavaScript (one file per source module,
// tsup.config.base.ts); the declarations come from the workspace's own type check (tsconfig.json, the program
// `pnpm typecheck` runs), emitted once for every package, instead of one TypeScript program per package in tsup's
// declaration bundler: 95 s of CPU on CI's machine became 6 s more in the type check. A type error fails the build
// as it fails the type check.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Outside node_modules: rollup-plugin-dts leaves anything under a node_modules folder as an import.
const declarations = mkdtempSync(join(tmpdir(), 'painel-declarations-'));
const packageDirs = ['packages/ui', 'packages/api-client', 'packages/portal-features'];

const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

run('pnpm', [
  'exec',
  'tsc',
  '-p',
  'tsconfig.json',
  '--noEmit',
  'false',
  '--declaration',
  '--emitDeclarationOnly',
  '--outDir',
  declarations,
]);
// Packages in dependency order (ui, api-client, then the screens); each cleans its own dist first.
run('pnpm', ['--filter', './packages/**', 'build:js']);
/**
 * Each entry's declarations bundled from the emitted ones (rollup-plugin-dts reads declarations, it checks
 * nothing, so this takes seconds): a partner's compiler then meets only what the public entries reach, never an
 * internal module's styled-components type it could not resolve, and NodeNext finds every file.
 */
async function publishDeclarations(dir) {
  const emitted = join(declarations, dir, 'src');
  if (!existsSync(emitted)) throw new Error(`the type check emitted no declarations for ${dir}`);
  const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  const input = {};
  for (const conditions of Object.values(manifest.exports)) {
    if (typeof conditions !== 'object' || !conditions.types) continue;
    const name = conditions.types.replace(/^\.\/dist\//, '').replace(/\.d\.ts$/, '');
    input[name] = join(emitted, `${name}.d.ts`);
  }
  const bundle = await rollup({
    input,
    plugins: [dts({ respectExternal: false })],
    // Other packages (ours and the dependencies) stay imports; only the package's own modules are bundled.
    external: (id) => !id.startsWith('.') && !id.startsWith('/'),
    onwarn: (warning) => {
      throw new Error(`${dir} declarations: ${warning.message}`);
    },
  });
  await bundle.write({
    dir: join(root, dir, 'dist'),
    format: 'es',
    entryFileNames: '[name].d.ts',
    // A shared chunk named after its first module (`theme-….d.ts`), without the `.d` of the emitted file's name.
    chunkFileNames: (chunk) => `${chunk.name.replace(/\.d$/, '')}-[hash].d.ts`,
  });
  await bundle.close();
}

try {
  for (const dir of packageDirs) await publishDeclarations(dir);
} finally {
  rmSync(declarations, { recursive: true, force: true });
}
