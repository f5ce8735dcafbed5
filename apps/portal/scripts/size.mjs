// `pnpm size`: builds the portal as it is deployed (with an API address, so no sandbox) and prints the
// gzipped JavaScript a first visit to /login downloads, then every lazily loaded screen. Fails over budget.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOGIN_BUDGET_KIB = 110;
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(appDir, 'dist-size');

execFileSync(
  'pnpm',
  ['exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--manifest', '--logLevel', 'warn'],
  {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...process.env, VITE_API_BASE_URL: 'https://api.example.invalid/' },
  },
);

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const gzipped = new Map();
const gzipKib = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length / 1024);
  return gzipped.get(file);
};

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}
const total = (files) => [...files].reduce((sum, file) => sum + gzipKib(file), 0);

// What index.html itself loads (its module scripts and preloads), plus their static imports.
const html = readFileSync(join(outDir, 'index.html'), 'utf8');
const htmlFiles = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g)].map(
  (m) => m[1],
);
if (htmlFiles.length === 0) throw new Error('[size] index.html loads no script');
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
const entryFiles = new Set();
for (const file of htmlFiles) {
  if (keyOfFile.has(file)) staticClosure(keyOfFile.get(file), entryFiles);
  else entryFiles.add(file);
}
// The login screen is either a lazy chunk of its own or grouped with the entry's code (firstVisitChunk.ts);
// either way its file is counted, and the check below makes sure of it.
const loginKey = Object.keys(manifest).find((key) => key.endsWith('/LoginScreen.tsx') && manifest[key].isDynamicEntry);
const loginFiles = loginKey ? staticClosure(loginKey, new Set(entryFiles)) : new Set(entryFiles);
const sourcesOf = (file) =>
  existsSync(join(outDir, `${file}.map`)) ? JSON.parse(readFileSync(join(outDir, `${file}.map`), 'utf8')).sources : [];
if (![...loginFiles].some((file) => sourcesOf(file).some((source) => source.endsWith('/LoginScreen.tsx')))) {
  throw new Error('[size] no file counted for /login holds the login screen');
}
const loginKib = total(loginFiles);

const rows = Object.keys(manifest)
  .filter((key) => manifest[key].isDynamicEntry)
  .map((key) => {
    const own = staticClosure(key);
    const extra = new Set([...own].filter((file) => !entryFiles.has(file)));
    return { chunk: `${manifest[key].name} (${key.replace(/^.*\//, '')})`, kib: total(extra) };
  })
  .sort((a, b) => b.kib - a.kib);

const fmt = (kib) => `${kib.toFixed(1).padStart(7)} KiB`;
console.log('\nJavaScript a first visit to /login downloads (gzip -9):');
for (const file of loginFiles) console.log(`${fmt(gzipKib(file))}  ${file}`);
console.log(`${fmt(loginKib)}  total (budget ${LOGIN_BUDGET_KIB} KiB)\n`);
console.log('Each lazily loaded chunk, beyond the entry (with the shared chunks it needs):');
for (const row of rows) console.log(`${fmt(row.kib)}  ${row.chunk}`);

const report = {
  loginKib: Number(loginKib.toFixed(1)),
  budgetKib: LOGIN_BUDGET_KIB,
  entryKib: Number(total(entryFiles).toFixed(1)),
  chunks: rows,
};
mkdirSync(join(appDir, '../../.ci/reports'), { recursive: true });
writeFileSync(join(appDir, '../../.ci/reports/login-size.json'), `${JSON.stringify(report, null, 2)}\n`);

if (loginKib > LOGIN_BUDGET_KIB) {
  console.error(
    `\n/login loads ${loginKib.toFixed(1)} KiB of gzipped JavaScript, over the ${LOGIN_BUDGET_KIB} KiB budget.`,
  );
  process.exit(1);
}
console.log(`\n/login is within budget: ${loginKib.toFixed(1)} of ${LOGIN_BUDGET_KIB} KiB.`);
