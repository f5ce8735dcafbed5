// `pnpm bench:money`: the HTTP sandbox at 1,000,000 transactions answering 200 list queries that mix periods
// (7, 30, 365 days), 0–3 filters, sorting by date or amount and pages 1–5, timed from request to the end of the
// response on a warm server; then 40 queries of White Label e Lojas; then the first call after each of 20 ten-minute
// steps of the clock; then the in-process first money call at the browser's default scale.
// A benchmark, not a test: it prints figures for the notes and fails only if the sandbox cannot start.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../src/sandbox/money/prng';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1000000' },
    queries: { type: 'string', default: '200' },
    port: { type: 'string', default: '4099' },
  },
});
const base = `http://127.0.0.1:${values.port}/api/`;
const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-'));
const cli = new URL('../src/sandbox/cli.ts', import.meta.url).pathname;
const server = spawn(
  process.execPath,
  ['--import', 'tsx', cli, '--port', values.port, '--scale', values.scale, '--data', dataDir],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${base}sandbox/clock`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the sandbox did not start');
}

const rssMiB = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

await waitForServer();
const login = await fetch(`${base}login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'admin@painel.dev', password: 'Painel@123', token_recaptcha: 'sandbox-login', ip: '' }),
});
const { token } = (await login.json()) as { token: string };
const { now } = (await (await fetch(`${base}sandbox/clock`)).json()) as { now: string };
const today = now.slice(0, 10);
const daysBefore = (days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const started = performance.now();
await fetch(`${base}transactions?from=${today}&to=${today}`, { headers: { Authorization: `Bearer ${token}` } });
const firstCallMs = performance.now() - started;

const random = mulberry32(42);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
const filters = [
  () => `status=${pick(['paid', 'refused', 'refunded,chargeback', 'paid,authorized'])}`,
  () => `method=${pick(['credit', 'debit', 'pix', 'credit,debit'])}`,
  () => `brand=${pick(['visa', 'mastercard', 'elo,amex'])}`,
  () => `minAmount=${pick([1000, 5000, 20000])}`,
  () => `companyId=${pick(['2', '100', '101,102'])}`,
  () => `q=${pick(['ana', 'silva', '1234', 'gmail.com'])}`,
];
const queries = Array.from({ length: Number(values.queries) }, () => {
  const days = pick([7, 30, 365]);
  const parts = [`from=${daysBefore(days - 1)}`, `to=${today}`];
  const chosen = new Set<number>();
  const count = Math.floor(random() * 4);
  while (chosen.size < count) chosen.add(Math.floor(random() * filters.length));
  for (const index of chosen) parts.push(filters[index]?.() ?? '');
  parts.push(
    `sort=${pick(['date', 'amount'])}`,
    `order=${pick(['asc', 'desc'])}`,
    `page=${1 + Math.floor(random() * 5)}`,
  );
  parts.push(`pageSize=${pick([20, 50, 100])}`);
  return { days, path: `transactions?${parts.join('&')}` };
});

// Warm-up: the same mix once, untimed.
for (const { path } of queries.slice(0, 20))
  await (await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } })).text();

const timings: Array<{ days: number; ms: number }> = [];
let rows = 0;
for (const { days, path } of queries) {
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { total: number };
  timings.push({ days, ms: performance.now() - start });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  rows += body.total;
}
const summary = (subset: number[]) => {
  const sorted = [...subset].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(1)} ms (${sorted.length})`;
};
console.log(
  `HTTP sandbox at scale ${values.scale}: first call (generation) ${firstCallMs.toFixed(0)} ms, RSS ${rssMiB()} MiB`,
);
console.log(
  `all ${timings.length} queries: ${summary(timings.map((t) => t.ms))}; mean rows matched ${Math.round(rows / timings.length)}`,
);
for (const days of [7, 30, 365])
  console.log(`  ${days} days: ${summary(timings.filter((t) => t.days === days).map((t) => t.ms))}`);

// White Label e Lojas (issue 35): 40 list queries over the whole tree (each store's 30 days and its owner's
// balance are derived from the ledger), mixing filters, pages and sizes; the first one after a step builds them.
const storeFilters = ['', 'status=suspended', 'kind=store', 'whiteLabel=6', 'state=SP', 'mcc=5999', 'search=loja'];
const storeTimings: number[] = [];
for (let index = 0; index < 40; index += 1) {
  const path = `establishments?${pick(storeFilters)}&page=${1 + Math.floor(random() * 3)}&pageSize=${pick([20, 50, 100])}`;
  const start = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  await response.json();
  storeTimings.push(performance.now() - start);
}
console.log(`White Label e Lojas, 40 list queries: ${summary(storeTimings)}`);

// The clock's ten-minute step: each time the clock moves to the next cut, the first call appends the new cut's
// sales and books the ledger again instead of generating the history anew. Timed 20 times, apart from the above.
const stepTimings: number[] = [];
for (let step = 1; step <= 20; step += 1) {
  const moved = await fetch(`${base}sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetDays: 0, offsetSeconds: step * 600 }),
  });
  if (!moved.ok) throw new Error(`the clock did not move: ${moved.status}`);
  const start = performance.now();
  const response = await fetch(`${base}transactions?from=${today}&to=${today}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  await response.json();
  stepTimings.push(performance.now() - start);
}
console.log(`first call after each ten-minute step of the clock: ${summary(stepTimings)}`);
await fetch(`${base}sandbox/clock`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ offsetDays: 0 }),
});

// The browser sandbox's first money call at its default scale, in process (generation + the first page).
const { createSandbox } = await import('../src/sandbox/createSandbox');
const inProcess = performance.now();
const sandbox = createSandbox();
sandbox.money.history();
console.log(`default scale (25,000): history ready in ${(performance.now() - inProcess).toFixed(0)} ms in Node`);
stop();
process.exit(0);
