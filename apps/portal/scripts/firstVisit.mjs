// How `pnpm size` and the partner-host check count a first visit: every JavaScript file a page fetches
// until it is idle without input (so an early import() cannot escape the count), then what the first
// focus of a field adds; each file gzip -9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../test.config.base.ts';
import { serveBuild } from './staticServer.mjs';

export const gzipKib = (root, file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length / 1024;

/**
 * Opens `path` of the build in `root` and counts its JavaScript; with a `field` (its accessible name), waits
 * for it and then measures its first focus too.
 */
export async function measureFirstVisit(root, { path = '/login', field = 'E-mail' } = {}) {
  const server = await serveBuild(root);
  const { origin } = server;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const page = await browser.newPage();
  const fetched = { visit: [], focus: [] };
  let phase = 'visit';
  // When each file of the first focus was asked for and when it had arrived: at once means no file waited for another.
  const focusTimes = { asked: [], arrived: [] };
  page.on('request', (request) => {
    if (phase === 'focus' && request.url().endsWith('.js')) focusTimes.asked.push(performance.now());
  });
  page.on('requestfinished', (request) => {
    if (phase === 'focus' && request.url().endsWith('.js')) focusTimes.arrived.push(performance.now());
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) fetched[phase].push(url.pathname.slice(1));
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  if (field) {
    await page.getByRole('textbox', { name: field }).waitFor();
    await page.waitForLoadState('networkidle');
    phase = 'focus';
    await page.getByRole('textbox', { name: field }).focus();
    await page.waitForLoadState('networkidle');
    // A focus handler's import() starts after the event: give it a moment to begin, then wait for quiet.
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
  }
  await browser.close();
  server.close();
  const sized = (files) => files.map((file) => ({ file, kib: gzipKib(root, file) }));
  const total = (files) => files.reduce((sum, { kib }) => sum + kib, 0);
  const visit = sized(fetched.visit);
  const focus = sized(fetched.focus);
  const focusAtOnce = focusTimes.asked.length === 0 || Math.max(...focusTimes.asked) < Math.min(...focusTimes.arrived);
  return { visit, visitKib: total(visit), focus, focusKib: total(focus), focusAtOnce };
}
