import { documentCharactersOf } from '@painel/api-client/money';
import type { CreateRecurrenceInput, PaymentLinkKind, RecurrenceCycle } from '@painel/api-client';

export interface RecurrenceDraft {
  customer: { name: string; email: string; document: string };
  description: string;
  /** Centavos. */
  amount: number;
  method: 'card' | 'pix' | 'boleto';
  cycle: RecurrenceCycle;
  firstDueDate: string;
  card: { number: string; holderName: string; expiry: string; cvv: string };
}

export const emptyRecurrenceDraft = (today: string): RecurrenceDraft => ({
  customer: { name: '', email: '', document: '' },
  description: '',
  amount: 0,
  method: 'card',
  cycle: 'monthly',
  firstDueDate: today,
  card: { number: '', holderName: '', expiry: '', cvv: '' },
});

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * What the API takes from the form: digits only in the document and the card number, the customer only on a
 * personalised subscription and the card only when it is charged by card (a plan's subscribers give theirs).
 */
export function recurrenceRequestOf(
  draft: RecurrenceDraft,
  kind: PaymentLinkKind,
): Omit<CreateRecurrenceInput, 'idempotencyKey'> {
  return {
    kind,
    description: draft.description.trim(),
    amount: draft.amount,
    method: draft.method,
    cycle: draft.cycle,
    firstDueDate: draft.firstDueDate,
    ...(kind === 'single'
      ? {
          customer: {
            name: draft.customer.name.trim(),
            email: draft.customer.email.trim(),
            document: documentCharactersOf(draft.customer.document),
          },
        }
      : {}),
    ...(draft.method === 'card' && kind === 'single'
      ? {
          card: {
            number: digits(draft.card.number),
            holderName: draft.card.holderName.trim(),
            expiry: draft.card.expiry,
            cvv: draft.card.cvv,
          },
        }
      : {}),
  };
}
