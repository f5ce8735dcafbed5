// The first visit of every route of the route table, from the build's manifest: the entry, the shell a page of
// its kind loads (found in Chromium on one route of each kind), and the route's screen with what it imports.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipKib } from './firstVisit.mjs';

const appDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const screensDir = join(appDir, '../../packages/portal-features/src/app');
/** The maps of lazily loaded screens; the first visit's screens (login, the root's redirect) are in the entry. */
const SCREEN_MAPS = ['appScreens.tsx', 'lazyScreens.tsx'];

/**
 * Each screen's module, read from the screen maps' loaders: `name: lazy(() => import('…'))`, or through a loader
 * a few screens share (`const group = () => import('…')`, `name: lazy(() => group()…)`). Paths as the manifest
 * keys them (from the app's folder).
 */
export function screenModules(dir = screensDir, files = SCREEN_MAPS) {
  const modules = new Map();
  for (const file of files) {
    const source = readFileSync(join(dir, file), 'utf8');
    const shared = new Map(
      [...source.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)].map(([, name, path]) => [name, path]),
    );
    for (const [, screen, path, group] of source.matchAll(
      /(\w+): lazy\(\(\) =>\s*(?:import\('([^']+)'\)|(\w+)\(\))/g,
    )) {
      const target = path ?? shared.get(group);
      if (target) modules.set(screen, manifestKey(resolve(dir, target)));
    }
  }
  return modules;
}

function manifestKey(modulePath) {
  const file = ['.tsx', '.ts'].map((ext) => modulePath + ext).find(existsSync);
  if (!file) throw new Error(`[size] no module at ${modulePath}`);
  return relative(appDir, file).replace(/\\/g, '/');
}

/** The files a manifest entry needs: its own and everything it imports statically. */
export function closure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`[size] the manifest has no ${key}`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

/** A route's address with each parameter filled, as a visitor would type it. */
export const addressOf = (path) => path.replace(/:[^/]+/g, '1');

/** Whom a route's first visit is for: a signed-in user unless the route is for visitors. */
export const visitorOf = (route) => (route.access.public || route.access.authOnly ? 'visitor' : 'signed-in');

/** What each kind of page loads beside its screen, from one route of that kind measured in Chromium. */
export function shellRoots(manifest, fetched, screenKey) {
  const dynamicEntries = new Map(
    Object.entries(manifest)
      .filter(([, chunk]) => chunk.isDynamicEntry)
      .map(([key, chunk]) => [chunk.file, key]),
  );
  return fetched.map((file) => dynamicEntries.get(file)).filter((key) => key && key !== screenKey);
}

/** The modeled first visit of one route: the entry, its kind's shell, its screen; in gzipped KiB. */
export function modeledVisit(manifest, root, { screenKey, shell }) {
  const files = closure(manifest, 'index.html');
  for (const key of shell) closure(manifest, key, files);
  if (screenKey) closure(manifest, screenKey, files);
  const list = [...files].sort();
  return { files: list, kib: list.reduce((sum, file) => sum + gzipKib(root, file), 0) };
}

export const readManifest = (root) => JSON.parse(readFileSync(join(root, '.vite/manifest.json'), 'utf8'));

/** A signed-in user who may open every route (spec 3's stored user, as the portal keeps it). */
export const SIGNED_IN_STORAGE = {
  userData: JSON.stringify({
    name: 'Medição',
    email: 'medicao@painel.dev',
    role: 'admin',
    avatar: null,
    iduser: 1,
    company: {
      companyName: 'Painel',
      document: null,
      typeDocument: null,
      class: null,
      companyId: 1,
      socialReason: null,
      documentNumber: null,
    },
    address: { street: null, city: null, state: null, zipCode: null },
    accessToken: 'size-measurement',
    refreshToken: null,
    ability: [{ action: 'manage', subject: 'all' }],
    verify_documents: 1,
    two_factor_authentication: 0,
    requires2faAuth: false,
    isTheSupport: false,
    ismaster: 1,
    ismaster_accepted_platform_terms: true,
    birth_date: null,
    mobile: null,
  }),
};
