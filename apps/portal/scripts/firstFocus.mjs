// `pnpm bench:first-focus`: how long after the first focus of /login's e-mail field the sign-in code is there,
// on Chrome DevTools' "Slow 3G" (2,000 ms of latency, 50,000 B/s each way) with the CPU slowed four times. Builds
// the portal for a real API, serves it gzipped (GZIP=off: raw), opens /login, waits for it to settle, focuses the
// field and takes the moment the last JavaScript file it caused has arrived (the browser's resource timing). Runs RUNS times; prints each and the
// median. A benchmark: it fails only if the page cannot be driven or the focus fetches nothing.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../../test.config.base.ts';
import { buildInto } from './buildInto.mjs';
import { serveBuild } from './staticServer.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 };

const root = process.env.SKIP_BUILD
  ? `${import.meta.dirname}/../dist-size/api`
  : buildInto('api', { VITE_API_BASE_URL: 'https://api.example.invalid/', VITE_BOT_CHECK: 'off' });
// Compressed as a deployment serves it; GZIP=off for the raw files.
const server = await serveBuild(root, {}, { gzip: process.env.GZIP !== 'off' });
const browser = await chromium.launch(chromiumLaunchOptions);
const figures = [];
try {
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.origin}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
    // The page is loaded as a person on a fast line would have it; only what the focus fetches is slowed.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
    // Every request the focus starts, until each has finished (a load state would be the page's first idle).
    const pending = new Set();
    let settled;
    const allDone = new Promise((resolve) => (settled = resolve));
    const done = (request) => {
      pending.delete(request);
      if (pending.size === 0) setTimeout(() => pending.size === 0 && settled(), 1_000);
    };
    page.on('request', (request) => pending.add(request));
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    const focusedAt = await page.evaluate(() => {
      const at = performance.now();
      document.querySelector('input[type="email"]').focus();
      return at;
    });
    await allDone;
    const files = await page.evaluate(
      ([count, at]) =>
        performance
          .getEntriesByType('resource')
          .slice(count)
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({
            file: entry.name.replace(/^.*\//, ''),
            start: entry.startTime - at,
            end: entry.responseEnd - at,
          })),
      [before, focusedAt],
    );
    if (files.length === 0) throw new Error('the first focus fetched no JavaScript');
    const readyMs = Math.max(...files.map(({ end }) => end));
    figures.push(readyMs);
    console.log(
      `run ${run + 1}: ready ${(readyMs / 1000).toFixed(2)} s after the focus; ${files
        .map(({ file, start, end }) => `${file} ${(start / 1000).toFixed(2)}→${(end / 1000).toFixed(2)} s`)
        .join(', ')}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
const median = [...figures].sort((a, b) => a - b)[Math.floor(figures.length / 2)];
console.log(
  `first focus of /login under Slow 3G, CPU ×4: the sign-in code is there ${(median / 1000).toFixed(2)} s after the focus (median of ${figures.length})`,
);
