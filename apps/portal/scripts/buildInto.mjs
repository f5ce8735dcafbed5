import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Builds the portal into dist-size/<name> with the given settings (VITE_* variables). */
export function buildInto(name, env) {
  const outDir = join(appDir, 'dist-size', name);
  execFileSync(
    'pnpm',
    ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
    { cwd: appDir, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return outDir;
}
