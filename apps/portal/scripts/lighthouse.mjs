// `pnpm lighthouse`: Lighthouse's mobile preset against the built portal's /login, in Debian's Chromium,
// three runs; prints each run and the median performance score, LCP and TBT. A measurement, not a test.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../../../test.config.base.ts';
import { buildInto } from './buildInto.mjs';
import { serveBuild } from './staticServer.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const root = buildInto('api', { VITE_API_BASE_URL: 'https://api.example.invalid/', VITE_BOT_CHECK: 'off' });
const server = await serveBuild(root);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const runs = [];
for (let run = 1; run <= RUNS; run += 1) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args.filter((flag) => !flag.startsWith('--use-fake')),
  });
  try {
    const result = await lighthouse(`${server.origin}/login`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const { categories, audits } = result.lhr;
    const figures = {
      score: Math.round((categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue ?? 0),
    };
    runs.push(figures);
    console.log(`run ${run}: score ${figures.score}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`);
  } finally {
    await chrome.kill();
  }
}
server.close();
console.log(
  `\n/login, Lighthouse mobile preset, median of ${runs.length}: score ${median(runs.map((r) => r.score))}, ` +
    `LCP ${median(runs.map((r) => r.lcpMs))} ms, TBT ${median(runs.map((r) => r.tbtMs))} ms`,
);
