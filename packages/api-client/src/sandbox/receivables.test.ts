// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addDays } from '../money/calendar';
import { anticipationMessages } from '../money/anticipationRules';
import { failure, sandboxTestSession } from './testClient.fixtures';

// Thursday 2026-11-26, 10:00 in São Paulo (before the 16:00 cut-off: anticipations credit today).
const THURSDAY = Date.parse('2026-11-26T13:00:00Z');
let realNow = THURSDAY;
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 6_000, realNow: () => realNow }, () => {
  realNow = THURSDAY;
});
const future = () => ({ from: addDays(today(), 1), to: addDays(today(), 400) });

describe('the receivables schedule', () => {
  it('adds up: days, statuses and items give the totals, and the future is the balances’ a receber', async () => {
    await signIn('cliente@painel.dev');
    const schedule = await api.receivables({ ...future(), pageSize: 100 });
    const balances = await api.balances();
    expect(schedule.totals.count).toBeGreaterThan(50);
    expect(schedule.totals.net).toBe(balances.receivable);
    expect(schedule.outlook.receivable).toBe(balances.receivable);
    expect(schedule.outlook.next30Days).toBe(balances.receivableNext30Days);
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(schedule.days.map((day) => day.net))).toBe(schedule.totals.net);
    expect(sum(schedule.days.map((day) => day.count))).toBe(schedule.totals.count);
    expect(sum(schedule.statuses.map((status) => status.net))).toBe(schedule.totals.net);
    expect(schedule.totals.gross - schedule.totals.mdr - schedule.totals.anticipationFee).toBe(schedule.totals.net);
    for (const item of schedule.items) {
      expect(item.gross - item.mdr - item.anticipationFee).toBe(item.net);
      expect(item.expectedDate > today()).toBe(true);
    }
    // Loja Exemplo has a guarantee contract: some installments 2–6 months ahead are pledged and not anticipatable.
    const pledged = await api.receivables({ ...future(), status: ['pledged'] });
    expect(pledged.totals.count).toBeGreaterThan(0);
    expect(pledged.items.every((item) => item.contract?.holder === 'Banco Parceiro S.A.' && !item.anticipatable)).toBe(
      true,
    );
  });

  it('agrees with the statement: what the schedule paid in a period is what the statement credited as sales', async () => {
    await signIn('cliente@painel.dev');
    const period = { from: addDays(today(), -60), to: addDays(today(), -1) };
    const [paid, statement] = await Promise.all([
      api.receivables(period),
      api.ledgerStatement({ ...period, types: ['sale'], pageSize: 'all' }),
    ]);
    expect(paid.totals.count).toBe(statement.matched.count);
    expect(paid.totals.net).toBe(statement.matched.credits);
  });

  it('shows a past day as paid, and a transaction’s installments on their own route', async () => {
    await signIn('cliente@painel.dev');
    const past = await api.receivables({ from: addDays(today(), -40), to: addDays(today(), -1), status: ['paid'] });
    expect(past.totals.count).toBeGreaterThan(0);
    const one = past.items[0];
    const installments = await api.receivables({
      from: addDays(today(), -400),
      to: addDays(today(), 400),
      transactionId: one?.transactionId ?? '',
    });
    expect(installments.items.every((item) => item.transactionId === one?.transactionId)).toBe(true);
    expect(installments.total).toBe(one?.of);
  });

  it('scopes by permission: an operator without it is refused, a merchant cannot read another', async () => {
    await signIn('operador@painel.dev');
    expect((await failure(api.receivables(future())))?.status).toBe(403);
    await signIn('cliente@painel.dev');
    expect((await failure(api.receivables({ ...future(), companyId: 101 })))?.status).toBe(403);
  });
});

describe('anticipations on the sandbox', () => {
  it('simulates and confirms once per key; the receivables move to today and the balance grows by what is credited', async () => {
    await signIn('cliente@painel.dev');
    const options = await api.anticipationOptions();
    expect(options).toMatchObject({ companyId: 2, maxPercent: 70, creditDate: today(), confirmWith: 'code' });
    expect(options.limit).toBe(Math.floor((options.anticipatable.net * 70) / 100));
    const choice = await api.receivables({ ...future(), pageSize: 100 });
    const chosen = choice.items.filter((item) => item.anticipatable).slice(0, 3);
    expect(chosen).toHaveLength(3);
    const receivableIds = chosen.map((item) => item.id);
    const simulation = await api.simulateAnticipation({ receivableIds });
    expect(simulation.count).toBe(3);
    expect(simulation.net).toBe(chosen.reduce((sum, item) => sum + item.net, 0));
    expect(simulation.credited).toBe(simulation.net - simulation.fee);
    expect(simulation.items.reduce((sum, item) => sum + item.fee, 0)).toBe(simulation.fee);

    const balancesBefore = await api.balances();
    const body = { idempotencyKey: 'antecipa-0001', receivableIds, quote: simulation.quote, code: '123456' };
    const [first, second] = await Promise.all([api.createAnticipation(body), api.createAnticipation(body)]);
    expect(second.id).toBe(first.id);
    expect(sandbox.db.read().anticipations).toHaveLength(1);
    expect(first).toMatchObject({ status: 'credited', creditDate: today(), fee: simulation.fee, count: 3 });

    const balancesAfter = await api.balances();
    expect(balancesAfter.available).toBe(balancesBefore.available + simulation.credited);
    expect(balancesAfter.receivable).toBe(balancesBefore.receivable - simulation.net);
    const moved = await api.receivables({ from: today(), to: today(), anticipationId: first.id });
    expect(moved.items.map((item) => item.id).sort()).toEqual([...receivableIds].sort());
    expect(moved.items.every((item) => item.status === 'anticipated' && item.expectedDate === today())).toBe(true);
    expect(moved.totals.net).toBe(simulation.credited);
    const statement = await api.ledgerStatement({ from: today(), to: today(), pageSize: 100 });
    expect(statement.lines.find((line) => line.anticipationId === first.id)).toMatchObject({
      type: 'anticipation_fee',
      amount: -simulation.fee,
    });
    expect(statement.closingBalance).toBe(balancesAfter.available);
    const list = await api.anticipations({ from: today(), to: today() });
    expect(list.items.map((a) => a.id)).toEqual([first.id]);
    expect((await api.auditLogs())[0]).toMatchObject({ auditable_type: 'App\\Models\\Anticipation' });
  });

  it('refuses an expired simulation, a wrong code, an installment not anticipatable and more than the limit', async () => {
    await signIn('cliente@painel.dev');
    const choice = await api.receivables({ ...future(), pageSize: 100 });
    const one = choice.items.find((item) => item.anticipatable);
    const simulation = await api.simulateAnticipation({ receivableIds: [one?.id ?? ''] });
    const body = { receivableIds: [one?.id ?? ''], quote: simulation.quote };
    const wrong = await failure(api.createAnticipation({ ...body, idempotencyKey: 'antecipa-0002', code: '000000' }));
    expect(wrong?.fieldErrors).toEqual({ code: ['Código de verificação incorreto.'] });
    realNow = THURSDAY + 16 * 60_000;
    const expired = await failure(api.createAnticipation({ ...body, idempotencyKey: 'antecipa-0003', code: '123456' }));
    expect(expired?.fieldErrors).toEqual({ quote: [anticipationMessages.expired] });
    const paid = choice.items.find((item) => !item.anticipatable);
    const refused = await failure(api.simulateAnticipation({ receivableIds: [paid?.id ?? ''] }));
    expect(refused?.fieldErrors).toEqual({ receivableIds: [anticipationMessages.notAnticipatable] });
    const options = await api.anticipationOptions();
    const all = await failure(api.simulateAnticipation({ until: options.anticipatable.lastDate ?? today() }));
    // "Até uma data" stops at the limit instead of failing.
    expect(all).toBeNull();
  });
});
