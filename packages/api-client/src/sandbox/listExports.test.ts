// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '../money/calendar';
import { EXPORT_GENERATING_MS } from './handlers/listExports';
import { failure, sandboxTestSession } from './testClient.fixtures';

// Friday 2026-11-27, 10:00 in São Paulo.
const FRIDAY = Date.parse('2026-11-27T13:00:00Z');
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 60_000, realNow: () => FRIDAY });

describe("a list's export on the server (POST exports)", () => {
  it('answers the whole filtered set as the file the list would make, up to 10,000 rows', async () => {
    await signIn('cliente@painel.dev');
    const filters = { from: addDays(today(), -60), to: today() };
    const page = await api.transfers({ ...filters, page: 1, pageSize: 100 });
    const result = await api.exportList({ list: 'transfers', filters, filename: 'transferencias.csv' });
    expect(result.kind).toBe('file');
    if (result.kind !== 'file') return;
    expect(result.file).toMatchObject({ filename: 'transferencias.csv', rows: page.total });
    const lines = result.file.content
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(page.total + 1);
    expect(lines.slice(1).some((line) => line.startsWith(page.items[0]?.id ?? '?'))).toBe(true);
  });

  it('makes a job in Arquivos beyond 10,000 rows, whose file holds every row once ready', async () => {
    await signIn('admin@painel.dev');
    const filters = { from: addDays(today(), 1), to: addDays(today(), 365) };
    const { total } = await api.receivables({ ...filters, page: 1, pageSize: 20 });
    expect(total).toBeGreaterThan(10_000);
    const result = await api.exportList({ list: 'receivables', filters, filename: 'recebiveis.csv' });
    expect(result.kind).toBe('job');
    if (result.kind !== 'job') return;
    expect(result.job).toMatchObject({ status: 'generating', rows: total, filename: 'recebiveis.csv' });
    expect((await api.exportJobs()).items[0]?.id).toBe(result.job.id);
    expect(await failure(api.exportFile(result.job.id))).toMatchObject({ status: 422 });
    // A few seconds later it is ready.
    sandbox.db.update((state) => {
      const stored = state.exportJobs[0];
      if (stored) stored.createdAtMs -= EXPORT_GENERATING_MS;
    });
    expect((await api.exportJobs()).items[0]).toMatchObject({ id: result.job.id, status: 'ready' });
    const file = await api.exportFile(result.job.id);
    expect(file.rows).toBe(total);
    expect(file.content.trim().split('\r\n')).toHaveLength(total + 1);
  });

  it('refuses what the caller may not see, and a list it does not know', async () => {
    await signIn('cliente@painel.dev');
    await expect(
      failure(api.exportList({ list: 'transfers', filters: { from: 'x', to: 'y' }, filename: 'a.csv' })),
    ).resolves.toMatchObject({ status: 422 });
    await expect(
      failure(api.exportList({ list: 'transfers', filters: { from: today(), to: today() }, filename: '../a.csv' })),
    ).resolves.toMatchObject({ status: 422 });
  });
});
