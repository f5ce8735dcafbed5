// `pnpm size:route <path>…`: which files each address's first visit fetches, gzipped, with the source modules in
// each (from the build's module map), on the same-origin build `pnpm size` leaves in dist-size/same-origin. For
// finding what makes a screen heavy; `NOBASE=1` lists every file, otherwise only those beyond a plain framed page's.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipKib } from './firstVisit.mjs';
import { openRouteVisits } from './routeVisits.mjs';

const root = join(import.meta.dirname, '..', 'dist-size/same-origin');
if (!existsSync(join(root, '.vite/modules.json')))
  throw new Error('run `pnpm size` first: it builds dist-size/same-origin');
const modules = JSON.parse(readFileSync(join(root, '.vite/modules.json'), 'utf8'));
const short = (id) => id.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*packages\//, '');
const visits = await openRouteVisits(root);
try {
  const frame = process.env.NOBASE ? [] : (await visits.visit('/dashboard/myaccount', { signedIn: true })).files;
  for (const path of process.argv.slice(2)) {
    const visit = await visits.visit(path, { signedIn: true });
    console.log(`\n${path}: ${visit.kib.toFixed(1)} KiB${frame.length ? ' (files beyond a framed page’s)' : ''}`);
    for (const file of visit.files.filter((f) => !frame.includes(f))) {
      const inside = modules[file] ?? [];
      console.log(`${gzipKib(root, file).toFixed(1).padStart(6)}  ${file}: ${inside.map(short).join(', ')}`);
    }
  }
} finally {
  await visits.close();
}
