// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '../money/calendar';
import { failure, sandboxTestSession } from './testClient.fixtures';

const { sandbox, api, signIn, today, token } = sandboxTestSession({ moneyScale: 6_000 });
const lastDays = (days: number) => ({ from: addDays(today(), -(days - 1)), to: today() });

describe('the money calls on the sandbox', () => {
  it('scopes the list by who asks: all, a partner, a merchant, an operator', async () => {
    await signIn('admin@painel.dev');
    const all = await api.transactions({ ...lastDays(30), pageSize: 100 });
    await signIn('parceiro@painel.dev');
    const partner = await api.transactions({ ...lastDays(30), pageSize: 100 });
    const companies = await api.moneyCompanies();
    await signIn('cliente@painel.dev');
    const merchant = await api.transactions({ ...lastDays(30), pageSize: 100 });
    await signIn('operador@painel.dev');
    const operator = await api.transactions({ ...lastDays(30), pageSize: 100 });

    expect(all.total).toBeGreaterThan(partner.total);
    expect(partner.total).toBeGreaterThan(merchant.total);
    expect(merchant.total).toBeGreaterThan(operator.total);
    expect(operator.total).toBeGreaterThan(0);
    const partnerCompanies = new Set(companies.merchants.map((m) => m.companyId));
    expect(companies.partners.map((p) => p.name)).toEqual(['Parceiro Pagamentos']);
    expect(partner.items.every((tx) => partnerCompanies.has(tx.companyId))).toBe(true);
    expect(merchant.items.every((tx) => tx.companyId === 2)).toBe(true);
    expect(new Set(operator.items.map((tx) => tx.storeId))).toEqual(new Set([21]));
  });

  it('answers 422 in Portuguese for a period over 12 months and a bad page size', async () => {
    await signIn('cliente@painel.dev');
    const tooLong = await failure(api.transactions({ from: addDays(today(), -400), to: today() }));
    expect(tooLong).toMatchObject({ status: 422, fieldErrors: { from: ['O período pode ter no máximo 12 meses.'] } });
    const backwards = await failure(api.transactions({ from: today(), to: addDays(today(), -1) }));
    expect(backwards?.fieldErrors).toEqual({ to: ['A data final deve ser igual ou posterior à inicial.'] });
  });

  it("shows a transaction's detail to who may see it, and 404 to anyone else", async () => {
    await signIn('cliente@painel.dev');
    const [first] = (await api.transactions({ ...lastDays(30), status: ['paid'], method: ['credit'] })).items;
    const detail = await api.transaction(first?.id ?? '');
    expect(detail).toMatchObject({ id: first?.id, amount: first?.amount, net: first?.net });
    expect(detail.installmentList.reduce((sum, line) => sum + line.net, 0)).toBe(detail.net);
    expect(detail.card?.masked).toMatch(/^\d{6}\*{6}\d{4}$/);
    expect(detail.timeline[0]?.title).toBe('Transação criada');

    await signIn('parceiro@painel.dev');
    expect((await api.transaction(first?.id ?? '')).id).toBe(first?.id);
    await signIn('representante@painel.dev');
    expect(await failure(api.transaction(first?.id ?? ''))).toMatchObject({ status: 404 });
  });

  it('keeps balances, statement and list on one ledger', async () => {
    await signIn('cliente@painel.dev');
    const period = lastDays(30);
    const statement = await api.ledgerStatement(period);
    const balances = await api.balances();
    expect(statement.openingBalance + statement.credits - statement.debits).toBe(statement.closingBalance);
    expect(statement.closingBalance).toBe(balances.available);
    // Newest first: the first line is the last movement, and its balance is the closing one.
    expect(statement.lines[0]?.balanceAfter ?? statement.openingBalance).toBe(statement.closingBalance);
    expect(balances.receivable).toBeGreaterThan(0);
  });

  it('summarises the list by day and method with the list totals', async () => {
    await signIn('cliente@painel.dev');
    const filters = lastDays(7);
    const [list, byDay] = await Promise.all([
      api.transactions(filters),
      api.transactionSummary(filters, 'day', 'method'),
    ]);
    expect(byDay.totals).toEqual(list.totals);
    expect(new Set(byDay.buckets.map((bucket) => bucket.key)).size).toBeLessThanOrEqual(7);
    expect(byDay.buckets.every((bucket) => ['credit', 'debit', 'pix', 'boleto'].includes(bucket.split ?? ''))).toBe(
      true,
    );
    const wrong = await fetch(
      'http://sandbox.test/api/transactions/summary?from=2026-01-01&to=2026-01-02&groupBy=weekday',
      {
        headers: { Authorization: `Bearer ${token() ?? ''}` },
      },
    );
    expect(wrong.status).toBe(422);
  });

  it("gives a merchant its rates, a partner its merchants' and nobody else's", async () => {
    await signIn('cliente@painel.dev');
    const own = await api.companyRates();
    expect(own).toMatchObject({ companyId: 2, pix: 99, settlement: { debitBusinessDays: 1, creditIntervalDays: 30 } });
    expect(own.mdr.credit1.visa).toBeLessThan(own.mdr.credit7to12.visa);
    await signIn('parceiro@painel.dev');
    expect((await api.companyRates(2)).companyId).toBe(2);
    await signIn('representante@painel.dev');
    expect(await failure(api.companyRates(2))).toMatchObject({ status: 403 });
  });

  it('moves the clock forward, and back to real time', async () => {
    const before = await api.transactions({ ...lastDays(1) }).catch(() => null);
    expect(before).toBeNull();
    const response = await fetch('http://sandbox.test/api/sandbox/clock', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ offsetDays: 3 }),
    });
    const clock = (await response.json()) as { now: string; offsetDays: number };
    expect(clock.offsetDays).toBe(3);
    expect(clock.now.slice(0, 10)).toBe(today());
    await signIn('cliente@painel.dev');
    const later = await api.transactions({ from: today(), to: today() });
    expect(later.items.every((tx) => tx.createdAt.startsWith(today()))).toBe(true);
    sandbox.reset();
    expect(sandbox.money.offsetDays()).toBe(0);
  });

  it('steps the clock through a day by seconds, ten minutes at a time', async () => {
    const post = (body: object) =>
      fetch('http://sandbox.test/api/sandbox/clock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const before = Date.parse(sandbox.money.now().iso);
    const stepped = (await (await post({ offsetDays: 0, offsetSeconds: 600 })).json()) as {
      now: string;
      offsetDays: number;
      offsetSeconds: number;
    };
    expect(stepped).toMatchObject({ offsetDays: 0, offsetSeconds: 600 });
    expect(Date.parse(stepped.now) - before).toBeGreaterThanOrEqual(600_000);
    expect(Date.parse(stepped.now) - before).toBeLessThan(660_000);
    expect((await post({ offsetDays: 0, offsetSeconds: 86_400 })).status).toBe(422);
    expect((await post({ offsetDays: 0, offsetSeconds: 1.5 })).status).toBe(422);
    sandbox.reset();
    expect(sandbox.money.offsetSeconds()).toBe(0);
  });
});
