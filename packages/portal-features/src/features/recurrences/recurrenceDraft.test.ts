import { recurrenceProblems } from '@painel/api-client/money';
import { describe, expect, it } from 'vitest';
import { emptyRecurrenceDraft, recurrenceRequestOf, type RecurrenceDraft } from './recurrenceDraft';

const today = '2026-11-27';
const filled: RecurrenceDraft = {
  ...emptyRecurrenceDraft(today),
  customer: { name: ' Ana Lima ', email: 'ana@example.com ', document: '529.982.247-25' },
  description: ' Plano Pro ',
  amount: 4_990,
  card: { number: '4111 1111 1111 1111', holderName: 'ANA LIMA ', expiry: '12/2030', cvv: '123' },
};

describe('recurrenceRequestOf', () => {
  it('sends digits and trimmed text, and passes the API rules', () => {
    const request = recurrenceRequestOf(filled, 'single');
    expect(request).toEqual({
      kind: 'single',
      description: 'Plano Pro',
      amount: 4_990,
      method: 'card',
      cycle: 'monthly',
      firstDueDate: today,
      customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
      card: { number: '4111111111111111', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' },
    });
    expect(recurrenceProblems(request, today)).toEqual({});
  });

  it('leaves out the customer and the card of a plan, and the card of a Pix subscription', () => {
    const plan = recurrenceRequestOf(filled, 'reusable');
    expect(plan).not.toHaveProperty('customer');
    expect(plan).not.toHaveProperty('card');
    expect(recurrenceRequestOf({ ...filled, method: 'pix' }, 'single')).not.toHaveProperty('card');
  });

  it('starts on today, monthly, by card, with nothing typed', () => {
    const problems = recurrenceProblems(recurrenceRequestOf(emptyRecurrenceDraft(today), 'single'), today);
    expect(Object.keys(problems).sort()).toEqual(
      [
        'amount',
        'card.cvv',
        'card.expiry',
        'card.holderName',
        'card.number',
        'customer.document',
        'customer.email',
        'customer.name',
        'description',
      ].sort(),
    );
  });
});
