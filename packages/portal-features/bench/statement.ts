// `pnpm bench:statement`: the Extrato Bancário, Extratos and the disputes at the HTTP sandbox's largest scale (1,000,000 transactions). For
// the busiest merchant: the first page of 12 months (cold: the statement is built; then warm pages and a
// filter), and the PDF of its last month (every line fetched, then drawn by jsPDF here in Node, as the browser
// does). A benchmark, not a test: it prints figures for the notes and fails only if the sandbox cannot start.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { LedgerStatementResult } from '@painel/api-client';
import { bankingActivityMessages } from '../src/features/banking-activity/messages';
import { statementPdf } from '../src/features/banking-activity/statementPdf';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: '1000000' }, port: { type: 'string', default: '4098' } },
});
const base = `http://127.0.0.1:${values.port}/api/`;
const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-'));
const cli = new URL('../../api-client/src/sandbox/cli.ts', import.meta.url).pathname;
const server = spawn(
  process.execPath,
  ['--import', 'tsx', cli, '--port', values.port, '--scale', values.scale, '--data', dataDir],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
process.on('exit', () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}sandbox/clock`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the sandbox did not start');
}

await waitForServer();
const login = await fetch(`${base}login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'admin@painel.dev', password: 'Painel@123', token_recaptcha: 'sandbox-login', ip: '' }),
});
const { token } = (await login.json()) as { token: string };
const get = async <T>(path: string) => {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
  return { body, ms: Math.round(performance.now() - started) };
};
const { now } = (await (await fetch(`${base}sandbox/clock`)).json()) as { now: string };
const today = now.slice(0, 10);
const daysBefore = (days: number) =>
  new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

// Warm the history (generated on the first money call), then find the busiest merchant of the 12 months.
await get(`transactions?from=${today}&to=${today}`);
const year = `from=${daysBefore(364)}&to=${today}`;
const byCompany = await get<{ buckets: Array<{ key: string; count: number }> }>(
  `transactions/summary?${year}&groupBy=company`,
);
const busiest = [...byCompany.body.buckets].sort((a, b) => b.count - a.count)[0];
console.log(`busiest merchant: companyId ${busiest?.key}, ${busiest?.count} transactions in 12 months`);

const first = await get<LedgerStatementResult>(`ledger/statement?${year}&companyId=${busiest?.key}`);
console.log(`12 months, first page (cold: ledger and statement built): ${first.ms} ms; ${first.body.total} lines`);
const warm = await get<LedgerStatementResult>(`ledger/statement?${year}&companyId=${busiest?.key}&page=50`);
console.log(`12 months, page 50 (warm): ${warm.ms} ms`);
const filtered = await get<LedgerStatementResult>(
  `ledger/statement?${year}&companyId=${busiest?.key}&type=refund,chargeback&direction=out`,
);
console.log(`12 months, refunds and chargebacks only (warm): ${filtered.ms} ms; ${filtered.body.total} lines`);
const csv = await get<{ rows: number; content: string }>(`ledger/statement/file?${year}&companyId=${busiest?.key}`);
console.log(
  `12 months CSV: ${csv.ms} ms; ${csv.body.rows} lines, ${(csv.body.content.length / 1_048_576).toFixed(1)} MiB`,
);

const month = `from=${daysBefore(30)}&to=${today}`;
const lines = await get<LedgerStatementResult>(
  `ledger/statement?${month}&companyId=${busiest?.key}&order=asc&pageSize=all`,
);
const drawing = performance.now();
const pdf = statementPdf({
  statement: lines.body,
  filtered: false,
  issuedAt: '27/11/2026 10:00',
  issuer: 'Painel',
  messages: bankingActivityMessages,
});
const drawMs = Math.round(performance.now() - drawing);
console.log(
  `PDF of the last month: ${lines.body.total} lines fetched in ${lines.ms} ms, drawn in ${drawMs} ms ` +
    `(${lines.ms + drawMs} ms in all), ${(pdf.size / 1024).toFixed(0)} KiB`,
);
// The receivables schedule of the same merchant: the next 12 months, its first page (the statement's columns are
// already built) and a later one, and what Antecipações needs to open.
const daysAfter = (days: number) => daysBefore(-days);
const ahead = `from=${daysAfter(1)}&to=${daysAfter(365)}&companyId=${busiest?.key}`;
const schedule = await get<{ total: number; days: unknown[] }>(`receivables?${ahead}`);
console.log(
  `receivables, next 12 months, first page: ${schedule.ms} ms; ${schedule.body.total} installments over ` +
    `${schedule.body.days.length} days`,
);
const later = await get<{ total: number }>(`receivables?${ahead}&page=100&status=waiting`);
console.log(`receivables, waiting only, page 100: ${later.ms} ms; ${later.body.total} installments`);
const options = await get<{ anticipatable: { count: number } }>(`anticipations/options?companyId=${busiest?.key}`);
console.log(
  `anticipation options: ${options.ms} ms; ${options.body.anticipatable.count} installments can be anticipated`,
);
// Chargebacks and MEDs: every merchant's (the administrator's scope) over 12 months, and the busiest merchant's.
const disputes = await get<{ total: number; totals: { open: number } }>(`disputes?${year}`);
console.log(`disputes, all merchants, 12 months, first page: ${disputes.ms} ms; ${disputes.body.total} disputes`);
const own = await get<{ total: number }>(`disputes?${year}&companyId=${busiest?.key}&page=2`);
console.log(`disputes, busiest merchant, page 2: ${own.ms} ms; ${own.body.total} disputes`);
process.exit(0);
