// The first visit of every route of the route table, in Chromium, on a build whose API is the HTTP sandbox served
// on the page's own origin (as `pnpm start` serves it), so each screen renders with its data and loads what it
// loads then. A visitor's route is opened with nothing stored; any other signed in as the administrator.
import { chromium } from 'playwright';
import { createSandbox, sandboxAddresses } from '@painel/api-client/sandbox';
import { sandboxRequestListener } from '@painel/api-client/sandbox/server';
import { chromiumLaunchOptions } from '../../../test.config.base.ts';
import { buildInto } from './buildInto.mjs';
import { sameOriginBuild } from './portalBuilds.ts';
import { gzipKib } from './firstVisit.mjs';
import { serveBuild } from './staticServer.mjs';

/** A route's address with each parameter filled, as a visitor would type it. */
export const addressOf = (path) => path.replace(/:[^/]+/g, '1');

/** Whom a route's first visit is for: a signed-in user unless the route is for visitors. */
export const visitorOf = (route) => (route.access.public || route.access.authOnly ? 'visitor' : 'signed-in');

/** The portal as `pnpm start` builds it (the sandbox's addresses on its own origin), into dist-size/same-origin. */
export const buildSameOrigin = () => buildInto('same-origin', sameOriginBuild);

/** A fresh HTTP sandbox to serve beside a same-origin build (`serveBuild`'s `api` option). */
export function sameOriginSandbox() {
  const sandbox = createSandbox({ moneyScale: 6_000 });
  return {
    prefixes: [sandboxAddresses.apiBaseUrl, sandboxAddresses.twoFactorApiBaseUrl],
    listener: sandboxRequestListener(sandbox.handlers),
  };
}

/** Opens the build with the sandbox behind it; `visit` counts a first visit's JavaScript until the page is idle. */
export async function openRouteVisits(root, { email = 'admin@painel.dev', password = 'Painel@123' } = {}) {
  const server = await serveBuild(root, {}, { api: sameOriginSandbox() });
  const browser = await chromium.launch(chromiumLaunchOptions);
  const signIn = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.origin}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel(/^Senha/).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    const state = await context.storageState();
    await context.close();
    return state;
  };
  const signedIn = await signIn();
  return {
    async visit(path, { signedIn: asUser }) {
      const context = await browser.newContext(asUser ? { storageState: signedIn } : {});
      const page = await context.newPage();
      const files = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === server.origin && url.pathname.endsWith('.js')) files.push(url.pathname.slice(1));
      });
      await page.goto(`${server.origin}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
      const ended = new URL(page.url()).pathname;
      await context.close();
      const kib = files.reduce((sum, file) => sum + gzipKib(root, file), 0);
      return { files, kib, ended };
    },
    async close() {
      await browser.close();
      server.close();
    },
  };
}
