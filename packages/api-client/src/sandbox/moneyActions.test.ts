// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '../money/calendar';
import { transactionMetricsOf } from '../money/metrics';
import { refundBlockMessages } from '../money/refunds';
import type { TransactionFilters } from '../money/transactionFilters';
import { failure, sandboxTestSession } from './testClient.fixtures';

// A fixed moment, a Wednesday afternoon: the export's snapshot test needs sales still to come that day, which the
// real clock late at night did not have (it failed at 23:31 in São Paulo: the same count two days later).
const WEDNESDAY_AFTERNOON = Date.parse('2026-11-18T15:00:00-03:00');
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 25_000, realNow: () => WEDNESDAY_AFTERNOON });

/** A paid card or Pix sale captured `daysAgo` days ago that the balance covers. */
async function refundableCapturedDaysAgo(daysAgo: number) {
  const day = addDays(today(), -daysAgo);
  const page = await api.transactions({
    from: day,
    to: day,
    status: ['paid'],
    method: ['credit', 'debit', 'pix'],
    pageSize: 100,
  });
  for (const item of page.items) {
    const detail = await api.transaction(item.id);
    if (detail.refund.allowed) return detail;
  }
  throw new Error(`no refundable sale on ${day}`);
}

describe('refunds on the sandbox', () => {
  it('refunds once however often it is asked with the same key, shows it processing, and logs it', async () => {
    await signIn('cliente@painel.dev');
    const sale = await refundableCapturedDaysAgo(3);
    const [first, second] = await Promise.all([
      api.refundTransaction(sale.id, 'key-0000001'),
      api.refundTransaction(sale.id, 'key-0000001'),
    ]);
    expect(first.status).toBe('pending_refund');
    expect(second.status).toBe('pending_refund');
    expect(first.refundRequest).toMatchObject({ requestedBy: 'Carla Cliente', status: 'processing' });
    expect(first.timeline.filter((event) => event.kind === 'refund_requested')).toHaveLength(1);
    expect(sandbox.db.read().refunds).toHaveLength(1);
    const again = await failure(api.refundTransaction(sale.id, 'key-0000002'));
    expect(again?.status).toBe(422);
    expect(again?.serverMessage).toBe(refundBlockMessages.pending);
    const audit = await api.auditLogs();
    expect(audit[0]).toMatchObject({
      url: `transactions/${sale.id}/refund`,
      new_values: { status: 'Estorno solicitado' },
    });
    // The next day the refund has been processed: a debit in the ledger, the status Estornada.
    sandbox.money.setOffsetDays(1);
    const done = await api.transaction(sale.id);
    expect(done.status).toBe('refunded');
    expect(done.refundRequest?.status).toBe('done');
    const statement = await api.ledgerStatement({ from: addDays(today(), -1), to: today() });
    expect(statement.lines.some((line) => line.id === `${sale.id}-R` && line.type === 'refund')).toBe(true);
  });

  it('allows the 30th day after the capture and refuses the 31st', async () => {
    await signIn('cliente@painel.dev');
    const sale = await refundableCapturedDaysAgo(30);
    expect(sale.refund.lastDay).toBe(today());
    sandbox.money.setOffsetDays(sandbox.money.offsetDays() + 1);
    const late = await failure(api.refundTransaction(sale.id, 'key-late-001'));
    expect(late?.status).toBe(422);
    expect(late?.serverMessage).toBe(refundBlockMessages.window);
  });

  it('refuses boleto, a sale larger than the available balance, and callers without the permission', async () => {
    await signIn('cliente@painel.dev');
    const boletos = await api.transactions({
      from: addDays(today(), -20),
      to: today(),
      method: ['boleto'],
      status: ['paid'],
    });
    const boleto = boletos.items[0];
    if (!boleto) throw new Error('no boleto');
    expect((await api.transaction(boleto.id)).refund).toMatchObject({ allowed: false, reason: 'method' });
    const big = await api.transactions({ from: addDays(today(), -20), to: today(), status: ['paid'], sort: 'amount' });
    const detail = await api.transaction(big.items[0]?.id ?? '');
    if (detail.amount > detail.refund.available) {
      expect(detail.refund.reason).toBe('balance');
      expect((await failure(api.refundTransaction(detail.id, 'key-big-0001')))?.message).toBe(
        refundBlockMessages.balance,
      );
    }
    await signIn('operador@painel.dev');
    const store = await api.transactions({ from: addDays(today(), -5), to: today(), status: ['paid'] });
    expect((await failure(api.refundTransaction(store.items[0]?.id ?? '', 'key-op-00001')))?.status).toBe(403);
  });
});

describe('exports on the sandbox', () => {
  it('answers up to 10,000 rows with the file, whose totals are the list totals', async () => {
    await signIn('cliente@painel.dev');
    const filters: TransactionFilters = { from: addDays(today(), -6), to: today() };
    const list = await api.transactions(filters);
    const result = await api.exportTransactions(filters, ['id', 'gross', 'net']);
    if (result.kind !== 'file') throw new Error('expected a file');
    const lines = result.file.content.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID da transação;Valor bruto;Valor líquido');
    expect(lines).toHaveLength(list.total + 1);
    const cents = (value: string) => Number(value.replace(',', ''));
    const sum = (column: number) =>
      lines.slice(1).reduce((total, line) => total + cents(line.split(';')[column] ?? '0'), 0);
    expect(sum(1)).toBe(list.totals.gross);
    expect(sum(2)).toBe(list.totals.net);
  });

  it('turns a larger set into a job listed with its status, never a cut file, and the file is a snapshot', async () => {
    await signIn('admin@painel.dev');
    const filters: TransactionFilters = { from: addDays(today(), -364), to: today() };
    const list = await api.transactions(filters);
    expect(list.total).toBeGreaterThan(10_000);
    const result = await api.exportTransactions(filters, ['id', 'amount']);
    if (result.kind !== 'job') throw new Error('expected a job');
    expect(result.job).toMatchObject({ status: 'generating', rows: list.total });
    expect((await failure(api.exportFile(result.job.id)))?.status).toBe(422);
    const stored = sandbox.db.read().exportJobs[0];
    if (stored) stored.createdAtMs -= 5_000;
    expect((await api.exportJobs()).items[0]).toMatchObject({ id: result.job.id, status: 'ready' });
    // Two days later the same period holds more sales (the rest of that day): the file is still what was asked.
    sandbox.money.setOffsetDays(2);
    expect((await api.transactions(filters)).total).toBeGreaterThan(list.total);
    const file = await api.exportFile(result.job.id);
    expect(file.rows).toBe(list.total);
    expect(file.content.trimEnd().split('\r\n')).toHaveLength(list.total + 1);
    await signIn('cliente@painel.dev');
    expect((await api.exportJobs()).items).toEqual([]);
  });
});

describe('one formula per figure', () => {
  it.each(['admin@painel.dev', 'parceiro@painel.dev', 'cliente@painel.dev', 'operador@painel.dev'])(
    "gives %s the list's totals from the summary by status",
    async (email) => {
      await signIn(email);
      const filters: TransactionFilters = { from: addDays(today(), -29), to: today() };
      const [list, byStatus, refunded] = await Promise.all([
        api.transactions(filters),
        api.transactionSummary(filters, 'status'),
        api.transactions({ ...filters, status: ['refunded', 'pending_refund'] }),
      ]);
      const metrics = transactionMetricsOf(byStatus.buckets);
      expect(metrics.volume).toBe(list.totals.gross);
      expect(metrics.count).toBe(list.total);
      expect(metrics.net).toBe(list.totals.net);
      expect(metrics.refunds).toBe(refunded.totals.amount);
      expect(metrics.refundCount).toBe(refunded.total);
      expect(metrics.netAfterRefunds).toBe(list.totals.net - refunded.totals.amount);
      const captured = await api.transactions({
        ...filters,
        status: ['paid', 'refunded', 'pending_refund', 'chargeback'],
      });
      expect(metrics.capturedCount).toBe(captured.total);
    },
  );

  it('sums the open disputes in scope with the nearest deadline', async () => {
    await signIn('admin@painel.dev');
    const all = await api.disputeSummary();
    const partner = await api.disputeSummary({ partnerId: [6] });
    expect(all.open).toBeGreaterThan(0);
    expect(partner.open).toBeLessThanOrEqual(all.open);
    expect(all.nearest?.deadline).toBeDefined();
    await signIn('parceiro@painel.dev');
    expect((await api.disputeSummary()).open).toBe(partner.open);
  });

  it('filters the list by partner for administrators', async () => {
    await signIn('admin@painel.dev');
    const filters: TransactionFilters = { from: addDays(today(), -6), to: today(), partnerId: [6] };
    const byPartner = await api.transactions(filters);
    await signIn('parceiro@painel.dev');
    const partnerOwn = await api.transactions({ from: filters.from, to: filters.to });
    expect(byPartner.total).toBe(partnerOwn.total);
    expect(byPartner.totals).toEqual(partnerOwn.totals);
  });
});
