import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import {
  dueDatesOf,
  recurrenceCharges,
  recurrenceMessages,
  recurrenceProblems,
  recurrenceStatusOf,
  type RecurrenceSchedule,
} from './recurrenceRules';

const plan = (overrides: Partial<RecurrenceSchedule> = {}): RecurrenceSchedule => ({
  cycle: 'monthly',
  firstDueDate: '2026-09-10',
  amount: 4_990,
  method: 'card',
  amountChanges: [],
  methodChanges: [],
  pauses: [],
  canceledOn: null,
  cardAnswer: () => ({ approved: true }),
  paidOn: () => null,
  ...overrides,
});

describe('a subscription’s charges', () => {
  it('bills each cycle up to today and shows the next one scheduled', () => {
    const charges = recurrenceCharges(plan(), '2026-11-27');
    expect(charges.map((c) => [c.dueDate, c.status])).toEqual([
      ['2026-09-10', 'paid'],
      ['2026-10-10', 'paid'],
      ['2026-11-10', 'paid'],
      ['2026-12-10', 'scheduled'],
    ]);
    expect(recurrenceStatusOf(plan(), charges, '2026-11-27')).toBe('active');
  });
  it('retries a refused card 2 and 4 days later, and stops at once after a refusal not to retry', () => {
    const refusedOnce = plan({
      cardAnswer: (day) => (day === '2026-11-10' ? { approved: false, code: '51' } : { approved: true }),
    });
    expect(recurrenceCharges(refusedOnce, '2026-11-11')[2]).toMatchObject({
      status: 'retrying',
      attempts: 1,
      refusalCode: '51',
      retryOn: '2026-11-12',
    });
    expect(recurrenceCharges(refusedOnce, '2026-11-27')[2]).toMatchObject({ status: 'paid', paidOn: '2026-11-12' });
    const alwaysRefused = plan({
      cardAnswer: (day) => (day >= '2026-11-10' ? { approved: false, code: '51' } : { approved: true }),
    });
    const charges = recurrenceCharges(alwaysRefused, '2026-11-27');
    expect(charges[2]).toMatchObject({ status: 'failed', attempts: 3 });
    expect(recurrenceStatusOf(alwaysRefused, charges, '2026-11-27')).toBe('overdue');
    const fraud = plan({ cardAnswer: () => ({ approved: false, code: '59' }) });
    const first = recurrenceCharges(fraud, '2026-09-10');
    expect(first[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(recurrenceStatusOf(fraud, first, '2026-09-10')).toBe('incomplete');
  });
  it('a pause stops the charges; resuming starts again from the chosen date', () => {
    const paused = plan({ pauses: [{ from: '2026-10-01', resumeOn: '2026-11-20' }] });
    expect(dueDatesOf(paused, '2026-12-31')).toEqual(['2026-09-10', '2026-11-20', '2026-12-20', '2027-01-20']);
    expect(recurrenceStatusOf(paused, recurrenceCharges(paused, '2026-10-15'), '2026-10-15')).toBe('active');
    const stillPaused = plan({ pauses: [{ from: '2026-10-01', resumeOn: null }] });
    expect(dueDatesOf(stillPaused, '2027-06-01')).toEqual(['2026-09-10']);
    expect(recurrenceStatusOf(stillPaused, recurrenceCharges(stillPaused, '2026-10-15'), '2026-10-15')).toBe('paused');
  });
  it('a new amount applies from its date; a cancellation ends the schedule', () => {
    const raised = plan({ amountChanges: [{ from: '2026-10-15', amount: 5_990 }], canceledOn: '2026-12-01' });
    const charges = recurrenceCharges(raised, '2026-11-27');
    expect(charges.map((c) => c.amount)).toEqual([4_990, 4_990, 5_990]);
    expect(recurrenceStatusOf(raised, charges, '2026-12-01')).toBe('canceled');
  });
  it('a Pix or boleto charge waits for the payer and is in arrears 3 days after its due date', () => {
    const pix = plan({ method: 'pix', paidOn: (due) => (due < '2026-11-01' ? due : null) });
    expect(recurrenceCharges(pix, '2026-11-12')[2]?.status).toBe('awaiting');
    expect(recurrenceCharges(pix, '2026-11-14')[2]?.status).toBe('overdue');
  });
  property.prop([
    fc.constantFrom('weekly', 'biweekly', 'monthly', 'quarterly', 'semiannual', 'annual' as const),
    fc.integer({ min: 0, max: 700 }),
  ])('due dates only grow, start on the first due date, and only the last is after today', (cycle, days) => {
    const today = addDays('2026-01-31', days);
    const dates = dueDatesOf(plan({ cycle, firstDueDate: '2026-01-31' }), today);
    expect(dates[0]).toBe('2026-01-31');
    for (let i = 1; i < dates.length; i += 1) expect((dates[i] as string) > (dates[i - 1] as string)).toBe(true);
    expect(dates.filter((date) => date > today).length).toBeLessThanOrEqual(1);
  });
});

describe('recurrenceProblems', () => {
  const today = '2026-03-10';
  const good = {
    kind: 'single' as const,
    customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
    description: 'Plano mensal',
    amount: 4990,
    method: 'card' as const,
    cycle: 'monthly' as const,
    firstDueDate: '2026-03-15',
    card: { number: '4111 1111 1111 1111', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' },
  };

  it('finds nothing in a good subscription', () => {
    expect(recurrenceProblems(good, today)).toEqual({});
  });

  it('names each field with the words the API answers with', () => {
    const problems = recurrenceProblems(
      {
        ...good,
        description: 'ab',
        amount: 99,
        firstDueDate: '2026-03-09',
        customer: { name: 'Ana', email: 'ana@', document: '111' },
        card: { number: '4111 1111 1111 1112', holderName: '', expiry: '13/2030', cvv: '1' },
      },
      today,
    );
    expect(problems).toEqual({
      description: recurrenceMessages.description,
      amount: recurrenceMessages.amount,
      firstDueDate: recurrenceMessages.firstDueDate,
      'customer.name': 'Informe seu nome completo.',
      'customer.email': 'Informe um e-mail válido.',
      'customer.document': 'Informe um CPF ou CNPJ válido.',
      'card.number': 'Número do cartão inválido. Confira os dígitos.',
      'card.holderName': 'Informe o nome como está impresso no cartão.',
      'card.expiry': 'Informe a validade no formato MM/AAAA.',
      'card.cvv': 'Código de segurança inválido.',
    });
  });

  it('asks no customer nor card of a plan (Anônimo), and no card of a Pix subscription', () => {
    const { customer: _customer, card: _card, ...rest } = good;
    expect(recurrenceProblems({ ...rest, kind: 'reusable', method: 'pix' }, today)).toEqual({});
    expect(recurrenceProblems({ ...rest, kind: 'reusable' }, today)).toEqual({});
    expect(recurrenceProblems({ ...rest, kind: 'single', customer: good.customer }, today)).toHaveProperty(
      'card.number',
    );
  });

  it('takes a first due date from today to a year ahead', () => {
    expect(recurrenceProblems({ ...good, firstDueDate: today }, today)).toEqual({});
    expect(recurrenceProblems({ ...good, firstDueDate: '2027-03-10' }, today)).toEqual({});
    expect(recurrenceProblems({ ...good, firstDueDate: '2027-03-11' }, today)).toHaveProperty('firstDueDate');
  });
});
