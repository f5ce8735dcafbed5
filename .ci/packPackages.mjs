// The three published packages packed as npm would publish them (pnpm pack rewrites workspace: ranges).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const publishedPackages = {
  '@painel/ui': 'packages/ui',
  '@painel/api-client': 'packages/api-client',
  '@painel/portal-features': 'packages/portal-features',
};

/** Packs each package into `destination`; returns each package's tarball path. Needs `pnpm build` first. */
export function packPackages(destination) {
  mkdirSync(destination, { recursive: true });
  const tarballs = {};
  for (const [name, dir] of Object.entries(publishedPackages)) {
    if (!existsSync(join(root, dir, 'dist', 'index.d.ts')))
      throw new Error(`${name} is not built: run pnpm build first`);
    execFileSync('pnpm', ['pack', '--pack-destination', destination], { cwd: join(root, dir), stdio: 'pipe' });
    const prefix = name.replace('@', '').replace('/', '-');
    const tarball = readdirSync(destination).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.tgz'));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    tarballs[name] = join(destination, tarball);
  }
  return tarballs;
}
