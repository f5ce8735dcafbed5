// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBusinessDays, addDays } from '../money/calendar';
import { barcodeOfDigitableLine } from '../money/boleto';
import { refundBlockMessages } from '../money/refunds';
import { failure, sandboxTestSession } from './testClient.fixtures';

// Thursday 2026-11-26, 10:00 in São Paulo.
const THURSDAY = Date.parse('2026-11-26T13:00:00Z');
let realNow = THURSDAY;
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 25_000, realNow: () => realNow }, () => {
  realNow = THURSDAY;
});
const MINUTE = 60_000;

/** A paid card or Pix sale of the last days that the balance covers. */
async function refundableSale() {
  for (let daysAgo = 1; daysAgo < 20; daysAgo += 1) {
    const day = addDays(today(), -daysAgo);
    const page = await api.transactions({ from: day, to: day, status: ['paid'], method: ['credit', 'pix'] });
    for (const item of page.items) {
      const detail = await api.transaction(item.id);
      if (detail.refund.allowed) return detail;
    }
  }
  throw new Error('no refundable sale');
}

describe('the sandbox as a bank', () => {
  it('reserves an accepted refund at once: transfers are offered that much less, and the refund still completes', async () => {
    await signIn('cliente@painel.dev');
    const sale = await refundableSale();
    const before = await api.transferOptions();
    const refund = await api.refundTransaction(sale.id, 'bank-refund-0001');
    expect(refund.status).toBe('pending_refund');
    const after = await api.transferOptions();
    expect(after.available).toBe(before.available - sale.amount);
    const balances = await api.balances();
    expect(balances.blocks).toContainEqual(
      expect.objectContaining({ reason: 'refund', amount: sale.amount, transactionId: sale.id }),
    );
    // Spend everything offered (within the day's limit); the promised money is not part of it.
    const amount = Math.min(after.available, after.dailyLimit - after.usedToday);
    await api.createTransfer({
      idempotencyKey: 'bank-transfer-0001',
      kind: 'pix',
      pixKey: { type: 'email', value: 'ana@exemplo.com.br' },
      amount,
      code: '123456',
    });
    expect((await api.transferOptions()).available).toBe(after.available - amount);
    // The next ten-minute batch sends it to the customer; the hold is gone and the sale is Estornada.
    realNow += 11 * MINUTE;
    const done = await api.transaction(sale.id);
    expect(done.status).toBe('refunded');
    expect(done.refundRequest?.status).toBe('done');
    expect(done.timeline.map((event) => event.kind)).toEqual(expect.arrayContaining(['refund_reserved', 'refunded']));
    expect((await api.balances()).blocks.some((block) => block.reason === 'refund')).toBe(false);
  });

  it("keeps a closed week's statement identical after moving the clock 40 days ahead and back", async () => {
    await signIn('cliente@painel.dev');
    const week = { from: addDays(today(), -14), to: addDays(today(), -8), pageSize: 'all' as const };
    const first = JSON.stringify(await api.ledgerStatement(week));
    sandbox.money.setOffsetDays(40);
    const ahead = JSON.stringify(await api.ledgerStatement(week));
    sandbox.money.setOffsetDays(0);
    const back = JSON.stringify(await api.ledgerStatement(week));
    expect(ahead).toBe(first);
    expect(back).toBe(first);
    expect((JSON.parse(first) as { lines: unknown[] }).lines.length).toBeGreaterThan(20);
  });

  it('holds open chargebacks in Bloqueado, and names the nearest deadline still ahead', async () => {
    await signIn('cliente@painel.dev');
    const summary = await api.disputeSummary();
    const balances = await api.balances();
    const held = balances.blocks.filter((block) => block.reason === 'chargeback' || block.reason === 'med');
    if (summary.open > 0) expect(held.length).toBeGreaterThan(0);
    if (summary.nearest) expect(summary.nearest.deadline >= today()).toBe(true);
    // A dispute opened now by the control is the nearest, ten days ahead.
    await api.sandboxOpenDispute({ kind: 'chargeback', outcome: 'won', hoursAgo: 1 });
    const after = await api.disputeSummary();
    expect(after.nearest?.deadline).toBeDefined();
    // 'Aguardando sua resposta' counts it: one more awaiting, and never more than the open ones (D4).
    expect(after.awaiting).toBe(summary.awaiting + 1);
    expect(after.awaiting).toBeLessThanOrEqual(after.open);
    const listed = await api.disputes({ from: addDays(today(), -365), to: today(), state: ['open'], pageSize: 100 });
    expect(listed.total).toBe(after.awaiting);
    expect((after.nearest?.deadline ?? '') >= today()).toBe(true);
    expect((await api.balances()).blocked).toBeGreaterThan(balances.blocked);
  });

  it("scopes a refund's idempotency key to its merchant", async () => {
    await signIn('cliente@painel.dev');
    const sale = await refundableSale();
    await api.refundTransaction(sale.id, 'shared-key-0001');
    await signIn('admin@painel.dev');
    const day = addDays(today(), -2);
    const others = await api.transactions({ from: day, to: day, status: ['paid'], method: ['pix'], pageSize: 100 });
    let refunded = null;
    for (const item of others.items.filter((tx) => tx.companyId !== sale.companyId)) {
      const detail = await api.transaction(item.id);
      if (!detail.refund.allowed) continue;
      refunded = await failure(api.refundTransaction(detail.id, 'shared-key-0001'));
      break;
    }
    expect(refunded).toBeNull();
  });

  it("gives a boleto's transaction a linha digitável of 47 digits that reads back", async () => {
    await signIn('cliente@painel.dev');
    const boletos = await api.transactions({ from: addDays(today(), -20), to: today(), method: ['boleto'] });
    const detail = await api.transaction(boletos.items[0]?.id ?? '');
    const line = detail.boleto?.digitableLine ?? '';
    expect(line).toMatch(/^\d{47}$/);
    expect(barcodeOfDigitableLine(line)).not.toBeNull();
  });
});

describe('a refunded sale tells one story on every screen', () => {
  it('keeps each installment’s status on the transaction and on Extratos, with the refund named, and in A receber', async () => {
    await signIn('cliente@painel.dev');
    let sale = null;
    for (let daysAgo = 1; daysAgo < 25 && !sale; daysAgo += 1) {
      const day = addDays(today(), -daysAgo);
      const page = await api.transactions({ from: day, to: day, status: ['paid'], method: ['credit'], pageSize: 100 });
      for (const item of page.items.filter((tx) => tx.installments > 2)) {
        const detail = await api.transaction(item.id);
        if (detail.refund.allowed) {
          sale = detail;
          break;
        }
      }
    }
    if (!sale) throw new Error('no refundable sale in installments');
    const before = await api.balances();
    await api.refundTransaction(sale.id, 'one-story-0001');
    const detail = await api.transaction(sale.id);
    const schedule = await api.receivables({
      from: sale.createdAt.slice(0, 10),
      to: addDays(today(), 400),
      view: 'transaction',
      transactionId: sale.id,
      pageSize: 20,
    });
    const items = schedule.items.filter((item) => item.transactionId === sale.id);
    expect(items).toHaveLength(detail.installmentList.length);
    for (const line of detail.installmentList) {
      const item = items.find((candidate) => candidate.installment === line.number);
      // A receivable still to come may be pledged to a guarantee contract; one paid is paid on both.
      if (line.status === 'paid') expect(item?.status).toBe('paid');
      else expect(['waiting', 'pledged']).toContain(item?.status);
      expect(item?.saleEvent).toEqual({ kind: 'refund', date: today() });
    }
    // Each installment still to come is in A receber, as it was before the refund.
    expect((await api.balances()).receivable).toBe(before.receivable);
  });
});

describe("the contract's rules the sandbox keeps", () => {
  const debit = (key: string, amount: number, extra: Record<string, unknown>) => ({
    idempotencyKey: key,
    companyId: 2,
    direction: 'debit' as const,
    amount,
    reason: 'Tarifa de serviço não cobrada na época',
    confirmation: 'code' as const,
    code: '123456',
    ...extra,
  });

  it('refuses the refund of a sale whose card has expired or been cancelled, and says so', async () => {
    await signIn('cliente@painel.dev');
    let gone = null;
    for (let page = 1; page <= 10 && !gone; page += 1) {
      const list = await api.transactions({
        from: addDays(today(), -29),
        to: today(),
        status: ['paid'],
        method: ['credit', 'debit'],
        pageSize: 100,
        page,
      });
      for (const item of list.items) {
        const detail = await api.transaction(item.id);
        if (detail.card?.status && detail.card.status !== 'valid') {
          gone = detail;
          break;
        }
      }
    }
    if (!gone) throw new Error('no sale with an expired or cancelled card in the last 30 days');
    expect(gone.card?.expiry).toMatch(/^\d{2}\/\d{4}$/);
    expect(gone.refund).toMatchObject({ allowed: false, reason: 'card' });
    const refused = await failure(api.refundTransaction(gone.id, 'card-gone-0001'));
    expect(refused?.status).toBe(422);
    expect(refused?.serverMessage).toBe(refundBlockMessages.card);
  });

  it('holds suspect funds in Bloqueado for up to 6 months with a reason, audited, and releases them', async () => {
    await signIn('admin@painel.dev');
    const before = await api.balances(2);
    const hold = (key: string, releaseDate: string) => ({
      idempotencyKey: key,
      companyId: 2,
      amount: 50_000,
      reason: 'Vendas atípicas em análise de fraude',
      releaseDate,
      confirmation: 'code' as const,
      code: '123456',
    });
    const tooLong = await failure(api.createRetention(hold('retain-0001', addDays(today(), 200))));
    expect(tooLong?.fieldErrors?.releaseDate?.[0]).toMatch(/no máximo 6 meses/);
    const placed = await api.createRetention(hold('retain-0002', addDays(today(), 90)));
    expect(placed).toMatchObject({ status: 'active', held: 50_000, companyName: 'Loja Exemplo' });
    const during = await api.balances(2);
    expect(during.available).toBe(before.available - 50_000);
    expect(during.blocks).toContainEqual(
      expect.objectContaining({ reason: 'security_review', amount: 50_000, releaseDate: addDays(today(), 90) }),
    );
    expect((await api.auditLogs())[0]?.new_values).toMatchObject({ retencao: placed.id, valor_retido: '500.00' });
    // A merchant sees it, and cannot release it.
    await signIn('cliente@painel.dev');
    expect((await api.retentions()).items[0]).toMatchObject({
      id: placed.id,
      reason: 'Vendas atípicas em análise de fraude',
    });
    const refused = await failure(
      api.releaseRetention(placed.id, { reason: 'Quero meu dinheiro', confirmation: 'code', code: '123456' }),
    );
    expect(refused?.status).toBe(403);
    await signIn('admin@painel.dev');
    const released = await api.releaseRetention(placed.id, {
      reason: 'Análise concluída: vendas legítimas',
      confirmation: 'code',
      code: '123456',
    });
    expect(released).toMatchObject({ status: 'released', released: { reason: 'Análise concluída: vendas legítimas' } });
    const after = await api.balances(2);
    expect(after.available).toBe(before.available);
    expect(after.blocks.some((block) => block.reason === 'security_review')).toBe(false);
  });

  it('holds receivables under negotiation 180 business days at most', async () => {
    await signIn('cliente@painel.dev');
    const pledged = await api.receivables({
      from: today(),
      to: addDays(today(), 400),
      status: ['pledged'],
      pageSize: 100,
      order: 'desc',
    });
    expect(pledged.items.length).toBeGreaterThan(0);
    const until = addBusinessDays(today(), 180);
    for (const item of pledged.items) {
      expect(item.contract?.until).toBe(until);
      expect(item.originalDate <= until).toBe(true);
    }
  });

  it('takes a debit adjustment only within 12 months of its event, 24 for a service not rendered', async () => {
    await signIn('admin@painel.dev');
    const missing = await failure(api.createAdjustment(debit('ref-debit-01', 1_000, {})));
    expect(missing?.fieldErrors?.referenceDate?.[0]).toBe('Informe a data do evento a que o ajuste se refere.');
    const old = addDays(today(), -400);
    const late = await failure(api.createAdjustment(debit('ref-debit-02', 1_000, { referenceDate: old })));
    expect(late?.fieldErrors?.referenceDate?.[0]).toMatch(/até 12 meses depois do evento/);
    const made = await api.createAdjustment(
      debit('ref-debit-03', 1_000, { referenceDate: old, serviceNotRendered: true }),
    );
    expect(made).toMatchObject({ amount: -1_000, referenceDate: old, serviceNotRendered: true });
    const tooOld = addDays(today(), -800);
    const refused = await failure(
      api.createAdjustment(debit('ref-debit-04', 1_000, { referenceDate: tooOld, serviceNotRendered: true })),
    );
    expect(refused?.fieldErrors?.referenceDate?.[0]).toMatch(/até 24 meses/);
  });

  it('charges a negative balance covered late the 2 % fine, the IGP-M and 1 % a month, each a line of its own', async () => {
    await signIn('admin@painel.dev');
    // Three days below zero (a large debit), then covered by a credit.
    const start = today();
    await api.createAdjustment(debit('late-debit-01', 20_000_000, { referenceDate: start }));
    sandbox.money.setOffsetDays(3);
    await api.createAdjustment({ ...debit('late-credit-01', 20_000_000, {}), direction: 'credit' });
    sandbox.money.setOffsetDays(4);
    await signIn('cliente@painel.dev');
    const statement = await api.ledgerStatement({ from: start, to: addDays(start, 4), pageSize: 'all' });
    const charges = statement.lines.filter((line) => line.type === 'late_charge');
    expect(charges).toHaveLength(3);
    expect(charges.map((line) => line.description)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Multa de 2% sobre saldo negativo desde /),
        expect.stringMatching(/^Correção pelo IGP-M/),
        expect.stringMatching(/^Juros de 1% ao mês/),
      ]),
    );
    expect(charges.every((line) => line.amount < 0 && line.date === addDays(start, 3))).toBe(true);
    // The fine is 2 % of the largest debt the balance closed at.
    const fine = -(charges.find((line) => line.description.startsWith('Multa'))?.amount ?? 0);
    expect(fine).toBeGreaterThan(0);
    expect(fine).toBeLessThanOrEqual(Math.round(20_000_000 * 0.02));
  });
});
