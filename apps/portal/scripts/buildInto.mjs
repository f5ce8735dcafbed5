import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const sizeDir = join(appDir, 'dist-size');
/** Beside the build, not in it: a served folder carries nothing of the machine that built it. */
const settingsFile = (name) => join(sizeDir, `${name}.env.json`);

function viteBuild(outDir, env, extra = []) {
  execFileSync('pnpm', ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extra], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** Builds the portal into dist-size/<name> with the given settings (VITE_* variables), and notes the settings. */
export function buildInto(name, env) {
  const outDir = join(sizeDir, name);
  rmSync(settingsFile(name), { force: true });
  viteBuild(outDir, env, ['--manifest']);
  writeFileSync(settingsFile(name), JSON.stringify(env));
  return outDir;
}

/**
 * Several builds at once, each into dist-size/<name> as buildInto does; resolves to each build's folder by name. A
 * Vite build leaves a core idle part of its time (Rollup's bundling is one thread), so two at once on CI's two cores
 * take less than one after the other.
 */
export async function buildAllInto(builds) {
  const built = Object.entries(builds).map(async ([name, env]) => {
    const outDir = join(sizeDir, name);
    rmSync(settingsFile(name), { force: true });
    await new Promise((resolve, reject) => {
      const args = ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', '--manifest'];
      const child = spawn('pnpm', args, { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } });
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the ${name} build failed (${code})`))));
    });
    writeFileSync(settingsFile(name), JSON.stringify(env));
    return [name, outDir];
  });
  return Object.fromEntries(await Promise.all(built));
}

/**
 * Builds the portal into apps/portal/<outDir>; with E2E_REUSE_BUILDS=1, copies dist-size/<name> instead when
 * `pnpm size` built it with the same settings (as `pnpm test` runs them, size just before e2e).
 */
export function buildOrReuse(name, env, outDir) {
  const target = join(appDir, outDir);
  const built = settingsFile(name);
  const same = existsSync(built) && readFileSync(built, 'utf8') === JSON.stringify(env);
  if (process.env.E2E_REUSE_BUILDS === '1' && same) {
    rmSync(target, { recursive: true, force: true });
    cpSync(join(sizeDir, name), target, { recursive: true });
    console.log(`${outDir}/: the build pnpm size made (dist-size/${name})`);
    return;
  }
  viteBuild(target, env);
}
