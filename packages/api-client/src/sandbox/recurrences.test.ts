// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CreateRecurrenceInput } from '../endpoints/recurrenceEndpoints';
import { addDays } from '../money/calendar';
import { recurrenceMessages } from '../money/recurrenceRules';
import { failure, sandboxTestSession } from './testClient.fixtures';

// Friday 2026-11-27, 10:00 in São Paulo.
const FRIDAY = Date.parse('2026-11-27T13:00:00Z');
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 6_000, realNow: () => FRIDAY }, () =>
  sandbox.money.setOffsetDays(0),
);

const subscription = (overrides: Partial<CreateRecurrenceInput> = {}): CreateRecurrenceInput => ({
  idempotencyKey: `sub-${Math.random().toString(16).slice(2)}`,
  kind: 'single',
  customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
  description: 'Plano mensal de aulas',
  amount: 9_900,
  method: 'card',
  cycle: 'monthly',
  firstDueDate: today(),
  card: { number: '4111111111111111', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' },
  ...overrides,
});

describe('subscriptions on the sandbox', () => {
  it('bills each cycle as the clock moves, and lists the monthly revenue', async () => {
    await signIn('cliente@painel.dev');
    const made = await api.createRecurrence(subscription());
    expect(made).toMatchObject({ status: 'active', card: { brand: 'visa', last4: '1111' }, paidCharges: 1 });
    expect(JSON.stringify(sandbox.db.read())).not.toContain('4111111111111111');
    sandbox.money.setOffsetDays(65);
    const { recurrence, charges } = await api.recurrence(made.id);
    expect(charges.filter((c) => c.status === 'paid').map((c) => c.dueDate)).toEqual([
      '2026-11-27',
      '2026-12-27',
      '2027-01-27',
    ]);
    expect(recurrence.nextCharge).toEqual({ dueDate: '2027-02-27', amount: 9_900 });
    const page = await api.recurrences({ kind: 'single' });
    expect(page.totals).toEqual({ active: 1, monthlyRevenue: 9_900, failing: 0 });
    expect(sandbox.db.read().auditLogs.some((entry) => entry.auditable_type === 'App\\Models\\Recurrence')).toBe(true);
  });

  it('a refused card is retried 2 and 4 days later, then the subscription is in arrears until a new card', async () => {
    await signIn('cliente@painel.dev');
    const made = await api.createRecurrence(
      subscription({
        firstDueDate: addDays(today(), 1),
        card: { number: '4000000000009995', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' },
      }),
    );
    sandbox.money.setOffsetDays(2);
    const retrying = await api.recurrence(made.id);
    expect(retrying.charges[0]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      refusalMessage: 'Saldo ou limite insuficiente',
    });
    expect(retrying.recurrence.status).toBe('active');
    sandbox.money.setOffsetDays(6);
    const failed = await api.recurrence(made.id);
    expect(failed.charges[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.recurrence.status).toBe('incomplete');
    const changed = await api.changeRecurrenceCard(made.id, {
      number: '5555555555554444',
      holderName: 'ANA LIMA',
      expiry: '12/2030',
      cvv: '123',
    });
    expect(changed.card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('each charge is a sale: a refused attempt is a refused sale on its day, a paid one a paid sale', async () => {
    await signIn('cliente@painel.dev');
    const made = await api.createRecurrence(
      subscription({ card: { number: '4000000000009995', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' } }),
    );
    sandbox.money.setOffsetDays(1);
    // The card changed the day after the refusal: the retry, two days after the due date, runs on it.
    await api.changeRecurrenceCard(made.id, {
      number: '5555555555554444',
      holderName: 'ANA LIMA',
      expiry: '12/2030',
      cvv: '123',
    });
    sandbox.money.setOffsetDays(2);
    const { charges } = await api.recurrence(made.id);
    expect(charges[0]).toMatchObject({ status: 'paid', attempts: 2, paidOn: addDays('2026-11-27', 2) });
    const sales = async (last4: string) =>
      (await api.transactions({ from: '2026-11-27', to: addDays('2026-11-27', 2), q: last4 })).items.filter(
        (sale) => sale.amount === 9_900,
      );
    const refused = await sales('9995');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ status: 'refused', customerName: 'Ana Lima' });
    const refusedSale = await api.transaction(refused[0]?.id ?? '');
    expect(refusedSale.refusalCode).toBe('51');
    // Each charge links back to its subscription (issue 30 §2).
    expect(refusedSale.origin).toMatchObject({ kind: 'recurrence', id: made.id, listKind: 'single' });
    const paid = await sales('4444');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ status: 'paid', brand: 'mastercard' });
    // The charge links to the sale of its last attempt, the paid one (issue 30 §2).
    expect((await api.recurrence(made.id)).charges[0]?.saleId).toBe(paid[0]?.id);
    // The ids stay as the clock moves on and the next cycles bill.
    sandbox.money.setOffsetDays(40);
    expect((await sales('4444')).map((sale) => sale.id)).toEqual(paid.map((sale) => sale.id));
  });

  it('an Anônimo recurrence is a plan: each payment on its link is a subscription, billed from then on', async () => {
    await signIn('cliente@painel.dev');
    const { card: _card, customer: _customer, ...fields } = subscription();
    const plan = await api.createRecurrence({ ...fields, kind: 'reusable', description: 'Clube do livro' });
    expect(plan).toMatchObject({ status: 'active', card: null, nextCharge: null, plan: { subscribers: 0 } });
    const linkId = plan.plan?.checkoutPath.split('/').at(-1) ?? '';
    expect((await api.paymentLinks({ kind: 'reusable', from: today(), to: today() })).total).toBe(0);
    const checkout = await api.checkout(linkId);
    expect(checkout).toMatchObject({ name: 'Clube do livro', amount: 9_900, subscription: { cycle: 'monthly' } });
    expect(checkout.methods).toMatchObject({ card: { maxInstallments: 1 }, pix: null, boleto: null });
    const pay = (number: string) =>
      api.payCheckout(linkId, {
        idempotencyKey: `pay-${number}`,
        method: 'card',
        payer: { name: 'Bruno Leitor', email: 'bruno@example.com', document: '52998224725' },
        card: { number, holderName: 'BRUNO LEITOR', expiry: '12/2030', cvv: '123', installments: 1 },
      });
    expect((await pay('4000000000009995')).status).toBe('refused');
    expect((await pay('4111111111111111')).status).toBe('paid');
    const page = await api.recurrences({ kind: 'reusable' });
    expect(page.plans.map((p) => [p.description, p.plan?.subscribers])).toEqual([['Clube do livro', 1]]);
    expect(page.items).toHaveLength(1);
    const subscriber = page.items[0];
    expect(subscriber).toMatchObject({
      customer: { name: 'Bruno Leitor' },
      planId: plan.id,
      card: { last4: '1111' },
      paidCharges: 1,
      status: 'active',
    });
    expect((await api.recurrence(plan.id)).subscribers.map((s) => s.id)).toEqual([subscriber?.id]);
    // The first charge is the link's sale, counted once; the next cycle is a sale of its own.
    sandbox.money.setOffsetDays(31);
    const sales = await api.transactions({ from: '2026-11-27', to: addDays('2026-11-27', 31), q: '1111' });
    expect(sales.items.filter((sale) => sale.customerName === 'Bruno Leitor' && sale.status === 'paid')).toHaveLength(
      2,
    );
    // Ended, the plan's link takes no one more; its subscription goes on.
    await api.cancelRecurrence(plan.id);
    expect((await api.checkout(linkId)).status).toBe('inactive');
    expect((await api.recurrence(subscriber?.id ?? '')).recurrence.status).toBe('active');
    expect((await failure(api.pauseRecurrence(plan.id)))?.fieldErrors).toEqual({ id: [recurrenceMessages.canceled] });
  });

  it('pauses, resumes on a chosen date, changes the amount from then on, and cancels', async () => {
    await signIn('cliente@painel.dev');
    const made = await api.createRecurrence(subscription({ method: 'pix', card: undefined }));
    expect((await api.pauseRecurrence(made.id)).status).toBe('paused');
    expect((await failure(api.pauseRecurrence(made.id)))?.fieldErrors).toEqual({
      id: [recurrenceMessages.alreadyPaused],
    });
    expect((await failure(api.resumeRecurrence(made.id, addDays(today(), -1))))?.fieldErrors).toEqual({
      nextDueDate: [recurrenceMessages.nextDueDate],
    });
    const resumed = await api.resumeRecurrence(made.id, addDays(today(), 10));
    expect(resumed).toMatchObject({ status: 'active', nextCharge: { dueDate: addDays(today(), 10) } });
    const raised = await api.updateRecurrence(made.id, { amount: 12_900 });
    expect(raised.nextCharge?.amount).toBe(12_900);
    expect((await api.cancelRecurrence(made.id)).status).toBe('canceled');
    expect((await failure(api.updateRecurrence(made.id, { amount: 100 })))?.fieldErrors).toEqual({
      id: [recurrenceMessages.canceled],
    });
  });

  it('refuses a card the issuer refuses when it is put on file, and creates nothing (D22)', async () => {
    await signIn('cliente@painel.dev');
    const before = sandbox.db.read().recurrences.length;
    const refused = await failure(
      api.createRecurrence(
        subscription({ card: { number: '4000000000000259', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' } }),
      ),
    );
    expect(refused?.fieldErrors).toEqual({ 'card.number': [recurrenceMessages.cardRefused('Suspeita de fraude')] });
    expect(sandbox.db.read().recurrences).toHaveLength(before);
  });

  it('checks what a subscription needs', async () => {
    await signIn('cliente@painel.dev');
    const problems = await failure(
      api.createRecurrence(
        subscription({ description: 'x', amount: 50, firstDueDate: addDays(today(), -1), customer: undefined }),
      ),
    );
    expect(problems?.fieldErrors).toMatchObject({
      description: [recurrenceMessages.description],
      amount: [recurrenceMessages.amount],
      firstDueDate: [recurrenceMessages.firstDueDate],
      'customer.name': ['Informe seu nome completo.'],
    });
  });
});
