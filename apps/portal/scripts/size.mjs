// `pnpm size`: builds the portal as deployed, twice (with an API address, and in sandbox mode), opens /login (and
// the public checkout's own page) in Chromium and counts every JavaScript file the first visit fetches until the
// page is idle without input (so an early import() cannot escape the count), then what the first focus of a
// field fetches. Then the first visit of every route of the route table in Chromium, with the HTTP sandbox behind
// the page (routeVisits.mjs). Prints the gzipped sizes (gzip -9 of each file) and every lazy chunk; fails over
// budget, and if the API build holds any sandbox module.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAllInto } from './buildInto.mjs';
import { apiBuild, e2eSandboxUrl, sameOriginBuild, sandboxBuild } from './portalBuilds.ts';
import { portalRoutes } from '@painel/portal-features/routes';
import { CHECKOUT_MODULE_MAP_FILE, MODULE_MAP_FILE, sandboxModulesIn } from '../buildModules.ts';
import { gzipKib, measureFirstVisit } from './firstVisit.mjs';
import { addressOf, openRouteVisits, visitorOf } from './routeVisits.mjs';

export const LOGIN_BUDGET_KIB = 100;
/** The public checkout's first visit (its own page, checkout.html): a payer on a phone, on a mobile network. */
export const CHECKOUT_BUDGET_KIB = 90;
/**
 * Any other route's signed-in (or visitor's) first visit: the entry, the shell and the screen. 181 since issue 33
 * (focus and announcements, about 0.8 KiB on every screen); up to 185 while the back-office's calls and schemas of
 * issues 34 and 35 loaded with every screen. 183 since the endpoint table was split by group (issue 35: each
 * back-office group's calls and schemas load with its screens, and the first visit's on-demand files follow only
 * what a package entry's importer names), which took 6.5 KiB off every money screen (anticipations 184.4 → 177.9).
 */
export const SCREEN_BUDGET_KIB = 183;
/**
 * A screen that is a form (its first visit carries react-hook-form, the stack's form library: 14 KiB gzipped, the
 * same file for every form) has that much more.
 */
export const FORM_SCREEN_BUDGET_KIB = 195;
const FORM_LIBRARY = '/react-hook-form/';
/** A link id that exists nowhere: the page's code is the same whatever the API answers. */
const CHECKOUT_PATH = '/checkout/0123456789abcdef0123';
/** Each file is a round trip (six at a time over HTTP/1.1): the first focus of a field may fetch this many. */
export const FIRST_FOCUS_MAX_FILES = 2;
/** The sandbox's first visit may cost this much more than the API build's. */
export const SANDBOX_ALLOWANCE = 1.1;
const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const reportsDir = join(appDir, '../../.ci/reports');

/** Every lazily loaded chunk, with the shared chunks it needs beyond the first visit. */
function lazyChunks(root, firstVisit) {
  const manifest = JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));
  const closure = (key, files = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, files);
    return files;
  };
  return Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const extra = [...closure(key)].filter((file) => !firstVisit.has(file));
      return {
        chunk: `${manifest[key].name} (${key.replace(/^.*\//, '')})`,
        kib: extra.reduce((s, f) => s + gzipKib(root, f), 0),
      };
    })
    .sort((a, b) => b.kib - a.kib);
}

const fmt = (kib) => `${kib.toFixed(1).padStart(7)} KiB`;
// The API build talks to the e2e suite's sandbox, which is not running now: the e2e suite then serves these same builds.
const {
  api,
  sandbox,
  'same-origin': sameOrigin,
} = await buildAllInto({ api: apiBuild(e2eSandboxUrl), sandbox: sandboxBuild, 'same-origin': sameOriginBuild });
const apiVisit = await measureFirstVisit(api);
const sandboxVisit = await measureFirstVisit(sandbox);
const checkoutVisit = await measureFirstVisit(api, { path: CHECKOUT_PATH, field: null });

for (const [name, result] of [
  ['with an API address', apiVisit],
  ['in sandbox mode', sandboxVisit],
]) {
  console.log(`\nFirst visit to /login ${name}: the JavaScript fetched until idle (gzip -9):`);
  for (const { file, kib } of result.visit) console.log(`${fmt(kib)}  ${file}`);
  console.log(`${fmt(result.visitKib)}  total, ${result.visit.length} files`);
  console.log(`First focus of a field adds ${result.focus.length} files, ${result.focusKib.toFixed(1)} KiB.`);
  if (process.env.SIZE_VERBOSE) console.log(result.focus);
}
console.log(
  `\nFirst visit to ${CHECKOUT_PATH} (checkout.html), API build: the JavaScript fetched until idle (gzip -9):`,
);
for (const { file, kib } of checkoutVisit.visit) console.log(`${fmt(kib)}  ${file}`);
console.log(`${fmt(checkoutVisit.visitKib)}  total, ${checkoutVisit.visit.length} files`);
const chunks = lazyChunks(api, new Set(apiVisit.visit.map(({ file }) => file)));
console.log('\nEach lazily loaded chunk, beyond the first visit (with the shared chunks it needs):');
for (const row of chunks) console.log(`${fmt(row.kib)}  ${row.chunk}`);

// Every route of the route table (a route added later is measured as it is), each screen once per kind of visitor
// (routes that show the same screen load the same files). /checkout/… is checkout.html's; / and /login the entry's.
const isCheckoutPage = (route) => /^\/checkout(\/|$)/.test(route.path);
const isFirstVisitPage = (route) => route.screen === 'home' || route.screen === 'login';
const sameOriginModules = JSON.parse(readFileSync(join(sameOrigin, MODULE_MAP_FILE), 'utf8'));
const carriesForms = (files) =>
  files.some((file) => (sameOriginModules[file] ?? []).some((id) => id.includes(FORM_LIBRARY)));
const visits = await openRouteVisits(sameOrigin);
const byScreen = new Map();
const routeRows = [];
try {
  for (const route of portalRoutes) {
    if (isCheckoutPage(route)) {
      routeRows.push({ route, kib: checkoutVisit.visitKib, budget: CHECKOUT_BUDGET_KIB });
      continue;
    }
    if (isFirstVisitPage(route)) {
      routeRows.push({ route, kib: apiVisit.visitKib, budget: LOGIN_BUDGET_KIB });
      continue;
    }
    const kind = `${visitorOf(route)} ${route.layout} ${route.screen}`;
    let visit = byScreen.get(kind);
    if (!visit) {
      visit = await visits.visit(addressOf(route.path), { signedIn: visitorOf(route) === 'signed-in' });
      visit.sent = visit.ended === addressOf(route.path) ? null : visit.ended;
      // A page may send elsewhere by design (/auth without a sign-in waiting for its code, the terms to sign once
      // they are signed): its first visit is then that page's, and the table says so.
      byScreen.set(kind, visit);
    }
    const budget = carriesForms(visit.files) ? FORM_SCREEN_BUDGET_KIB : SCREEN_BUDGET_KIB;
    routeRows.push({ route, kib: visit.kib, budget, sent: visit.sent });
  }
} finally {
  await visits.close();
}
console.log(
  `\nFirst visit of every route of the route table (gzip -9; ${byScreen.size} screens opened in Chromium, with their data):`,
);
for (const { route, kib, budget, sent } of routeRows)
  console.log(
    `${fmt(kib)} of ${String(budget).padStart(3)}  ${route.layout.padEnd(5)} ${route.path}${sent ? ` (sends to ${sent})` : ''}`,
  );

const sandboxInApiBuild = [MODULE_MAP_FILE, CHECKOUT_MODULE_MAP_FILE].flatMap((file) => {
  const path = join(api, file);
  if (!existsSync(path)) return [{ file, module: 'the module map is missing' }];
  return sandboxModulesIn(JSON.parse(readFileSync(path, 'utf8')));
});

const apiWorker = existsSync(join(api, 'mockServiceWorker.js'));
const report = {
  loginKib: Number(apiVisit.visitKib.toFixed(1)),
  loginFiles: apiVisit.visit.length,
  sandboxLoginKib: Number(sandboxVisit.visitKib.toFixed(1)),
  firstFocusFiles: apiVisit.focus.length,
  firstFocusKib: Number(apiVisit.focusKib.toFixed(1)),
  budgetKib: LOGIN_BUDGET_KIB,
  firstFocusMaxFiles: FIRST_FOCUS_MAX_FILES,
  serviceWorkerInApiBuild: apiWorker,
  checkoutKib: Number(checkoutVisit.visitKib.toFixed(1)),
  checkoutFiles: checkoutVisit.visit.length,
  checkoutBudgetKib: CHECKOUT_BUDGET_KIB,
  routes: routeRows.map(({ route, kib, budget }) => ({ path: route.path, kib: Number(kib.toFixed(1)), budget })),
  chunks,
};
mkdirSync(reportsDir, { recursive: true });
writeFileSync(join(reportsDir, 'login-size.json'), `${JSON.stringify(report, null, 2)}\n`);

const problems = [];
if (apiVisit.visitKib > LOGIN_BUDGET_KIB)
  problems.push(`/login loads ${apiVisit.visitKib.toFixed(1)} KiB, over the ${LOGIN_BUDGET_KIB} KiB budget`);
if (checkoutVisit.visitKib > CHECKOUT_BUDGET_KIB)
  problems.push(`/checkout loads ${checkoutVisit.visitKib.toFixed(1)} KiB, over the ${CHECKOUT_BUDGET_KIB} KiB budget`);
if (checkoutVisit.visit.some(({ file }) => apiVisit.visit.some((login) => login.file === file)))
  problems.push('the checkout shares a file with the portal’s first visit: it must carry none of the portal');
if (sandboxVisit.visitKib > apiVisit.visitKib * SANDBOX_ALLOWANCE)
  problems.push(
    `the sandbox's first visit (${sandboxVisit.visitKib.toFixed(1)} KiB) is more than 10% over the API build's`,
  );
for (const [name, result] of [
  ['API build', apiVisit],
  ['sandbox', sandboxVisit],
])
  if (!result.focusAtOnce)
    problems.push(`the files of the first focus are fetched one after another (${name}): each waits for a round trip`);
for (const [name, result] of [
  ['API build', apiVisit],
  ['sandbox', sandboxVisit],
])
  if (result.focus.length > FIRST_FOCUS_MAX_FILES)
    problems.push(
      `the first focus of a field fetches ${result.focus.length} files (${name}), more than ${FIRST_FOCUS_MAX_FILES}`,
    );
if (apiWorker) problems.push('the API-configured build carries the mock service worker');
for (const { file, module } of sandboxInApiBuild) problems.push(`the API build holds sandbox code: ${file}: ${module}`);
for (const { route, kib, budget } of routeRows)
  if (kib > budget)
    problems.push(`${route.path} loads ${kib.toFixed(1)} KiB on its first visit, over its ${budget} KiB`);
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
const heaviestRow = [...routeRows].sort((a, b) => b.kib - a.kib)[0];
console.log(
  `\n/login is within budget: ${apiVisit.visitKib.toFixed(1)} of ${LOGIN_BUDGET_KIB} KiB; sandbox mode ${sandboxVisit.visitKib.toFixed(1)} KiB; /checkout ${checkoutVisit.visitKib.toFixed(1)} of ${CHECKOUT_BUDGET_KIB} KiB; the heaviest route ${heaviestRow.route.path} ${heaviestRow.kib.toFixed(1)} KiB.`,
);
