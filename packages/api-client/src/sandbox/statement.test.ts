// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '../money/calendar';
import { failure, sandboxTestSession } from './testClient.fixtures';

const { api, signIn, today } = sandboxTestSession({ moneyScale: 6_000 });
const lastDays = (days: number) => ({ from: addDays(today(), -(days - 1)), to: today() });
const csvCents = (value: string) => {
  const [whole = '0', cents = '0'] = value.replace('-', '').split(',');
  return (value.startsWith('-') ? -1 : 1) * (Number(whole) * 100 + Number(cents));
};

describe('the Extrato Bancário on the sandbox', () => {
  it('reconciles with the balances, its own pages and its CSV', async () => {
    await signIn('cliente@painel.dev');
    const period = lastDays(90);
    const [statement, balances] = await Promise.all([
      api.ledgerStatement({ ...period, pageSize: 'all', order: 'asc' }),
      api.balances(),
    ]);
    expect(statement.companyName).toBe('Loja Exemplo');
    expect(statement.openingBalance + statement.credits - statement.debits).toBe(statement.closingBalance);
    expect(statement.closingBalance).toBe(balances.available);
    expect(statement.lines.length).toBe(statement.total);
    let balance = statement.openingBalance;
    for (const line of statement.lines) {
      balance += line.amount;
      expect(line.balanceAfter).toBe(balance);
      expect(line.gross - line.fees).toBe(line.amount);
    }
    expect(balance).toBe(statement.closingBalance);
    expect(statement.lines.some((line) => line.type === 'sale' && line.fees > 0)).toBe(true);
    expect(statement.lines.some((line) => line.type === 'transfer' && line.transferId)).toBe(true);

    // Paging newest first covers the same lines.
    const pages = [];
    for (let page = 1; page <= Math.ceil(statement.total / 100); page += 1) {
      pages.push(...(await api.ledgerStatement({ ...period, page, pageSize: 100 })).lines);
    }
    expect(pages.map((line) => line.id)).toEqual(statement.lines.map((line) => line.id).reverse());
    expect(pages.filter((line) => line.dayClosingBalance !== undefined).length).toBe(
      new Set(statement.lines.map((line) => line.date)).size,
    );

    const file = await api.ledgerStatementFile(period);
    const rows = file.content.trim().split('\r\n').slice(2, -1);
    expect(file.rows).toBe(statement.total);
    const sum = rows.reduce((total, row) => total + csvCents(row.split(';')[7] ?? ''), 0);
    expect(sum).toBe(statement.credits - statement.debits);
    expect(file.content.trim().split('\r\n').at(-1)).toMatch(/;Saldo final;/);
  });

  it('filters lines by kind, direction, method and id, keeping the summary of the whole period', async () => {
    await signIn('cliente@painel.dev');
    const period = lastDays(365);
    const all = await api.ledgerStatement({ ...period, pageSize: 20 });
    const refunds = await api.ledgerStatement({ ...period, types: ['refund', 'chargeback'], pageSize: 100 });
    expect(refunds.closingBalance).toBe(all.closingBalance);
    expect(refunds.matched.count).toBeGreaterThan(0);
    expect(refunds.lines.every((line) => line.type === 'refund' || line.type === 'chargeback')).toBe(true);
    expect(refunds.matched.credits).toBe(0);
    const incoming = await api.ledgerStatement({ ...period, direction: 'in', method: ['pix'], pageSize: 100 });
    expect(incoming.lines.every((line) => line.amount >= 0 && line.transactionId)).toBe(true);
    const one = refunds.lines[0];
    const byId = await api.ledgerStatement({ ...period, q: one?.transactionId ?? '' });
    expect(byId.lines.map((line) => line.id)).toContain(one?.id);
  });

  it('refuses more than 12 months back, every line of a long period at once, and callers without access', async () => {
    await signIn('cliente@painel.dev');
    const old = await failure(api.ledgerStatement({ from: addDays(today(), -400), to: addDays(today(), -380) }));
    expect(old).toMatchObject({ status: 422, fieldErrors: { from: ['O extrato alcança os últimos 12 meses.'] } });
    const tooMany = await failure(api.ledgerStatement({ ...lastDays(120), pageSize: 'all' }));
    expect(tooMany?.fieldErrors?.pageSize?.[0]).toMatch(/até 93 dias/);
    const companies = await (async () => {
      await signIn('admin@painel.dev');
      return api.moneyCompanies();
    })();
    const other = companies.merchants.find((m) => m.companyId !== 2 && m.partnerId !== 3);
    await signIn('parceiro@painel.dev');
    const partnerCompanies = await api.moneyCompanies();
    const mine = partnerCompanies.merchants[0];
    expect((await api.ledgerStatement({ ...lastDays(7), companyId: mine?.companyId })).companyName).toBe(mine?.name);
    const foreign = companies.merchants.find(
      (m) => !partnerCompanies.merchants.some((own) => own.companyId === m.companyId),
    );
    expect(await failure(api.ledgerStatement({ ...lastDays(7), companyId: foreign?.companyId }))).toMatchObject({
      status: 403,
    });
    expect(other).toBeDefined();
    await signIn('operador@painel.dev');
    expect(await failure(api.ledgerStatement(lastDays(7)))).toMatchObject({ status: 403 });
  });
});
