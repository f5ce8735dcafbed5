// `pnpm lighthouse`: Lighthouse's mobile preset in Debian's Chromium, three runs of each page: the built portal's
// /login (API build), and a payable /checkout/{id} whose link is made on the HTTP sandbox served on the page's own
// origin, as `pnpm start` serves it; each with the files sent raw and gzipped. Prints every run and the medians
// (score, FCP, LCP, TBT, CLS). A measurement, not a test.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { sandboxAddresses } from '@painel/api-client/sandbox';
import { chromiumLaunchOptions } from '../../../test.config.base.ts';
import { buildInto } from './buildInto.mjs';
import { buildSameOrigin, sameOriginSandbox } from './routeVisits.mjs';
import { serveBuild } from './staticServer.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const apiBuild = buildInto('api', { VITE_API_BASE_URL: 'https://api.example.invalid/', VITE_BOT_CHECK: 'off' });
const sharedBuild = buildSameOrigin();
const api = sameOriginSandbox();

/** A reusable link a merchant made, payable by card or Pix. */
async function payableLink(origin) {
  const call = async (path, body, token) => {
    const response = await fetch(`${origin}${sandboxAddresses.apiBaseUrl}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { token } = await call('login', {
    email: 'cliente@painel.dev',
    password: 'Painel@123',
    token_recaptcha: 'sandbox-login',
    ip: '',
  });
  const link = await call(
    'payment-links',
    {
      idempotencyKey: `lighthouse-${Date.now()}`,
      kind: 'reusable',
      name: 'Caneca Painel',
      items: [{ name: 'Caneca', quantity: 1, unitPrice: 4_990 }],
      methods: { card: { maxInstallments: 3, interestFree: 3, monthlyInterest: 0 }, pix: { expiresInMinutes: 30 } },
      collect: { document: true, phone: false, address: false },
    },
    token,
  );
  return `/checkout/${link.id}`;
}

async function audit(url) {
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args.filter((flag) => !flag.startsWith('--use-fake')),
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const value = (name) => Math.round(lhr.audits[name].numericValue ?? 0);
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    };
  } finally {
    await chrome.kill();
  }
}

const targets = [
  { name: '/login', root: apiBuild, path: () => '/login' },
  { name: 'a payable /checkout/{id}', root: sharedBuild, path: payableLink, api },
];
const summaries = [];
for (const target of targets) {
  for (const gzip of [false, true]) {
    const server = await serveBuild(target.root, {}, { gzip, api: target.api ?? null });
    const path = await target.path(server.origin);
    const runs = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const figures = await audit(`${server.origin}${path}`);
      runs.push(figures);
      console.log(`${target.name} (${gzip ? 'gzip' : 'raw'}) run ${run}: ${JSON.stringify(figures)}`);
    }
    server.close();
    const of = (key) => median(runs.map((r) => r[key]));
    summaries.push(
      `${target.name}, ${gzip ? 'gzipped' : 'raw files'}: score ${of('score')}, FCP ${of('fcpMs')} ms, LCP ${of('lcpMs')} ms, TBT ${of('tbtMs')} ms, CLS ${of('cls')}`,
    );
  }
}
console.log(`\nLighthouse mobile preset, median of ${RUNS}:\n${summaries.join('\n')}`);
