import type { Recurrence, RecurrenceChargeView } from '../../endpoints/recurrenceEndpoints';
import type { CivilDate } from '../../money/calendar';
import type { CardBrand } from '../../money/pricing';
import {
  recurrenceCharges,
  recurrenceStatusOf,
  type RecurrenceCharge,
  type RecurrenceSchedule,
} from '../../money/recurrenceRules';
import { refusalReasons } from '../../money/vocabulary';
import type { StoredRecurrence } from '../db';
import type { MoneyHistory } from './history';
import { hash32 } from './prng';

/** A Pix or boleto charge: most payers pay on the due date or within two days; about one in five does not. */
const paidOnOf = (recurrence: StoredRecurrence) => (due: CivilDate) => {
  const draw = hash32(recurrence.id.length, Number(due.replaceAll('-', '')), recurrence.createdAt.length) % 10;
  if (draw >= 8) return null;
  const [y = 0, m = 1, d = 1] = due.split('-').map(Number);
  const paid = new Date(Date.UTC(y, m - 1, d + (draw % 3)));
  return paid.toISOString().slice(0, 10);
};

/** The schedule the rules read: the stored subscription, its cards' answers and its payers' habits. */
export function scheduleOf(recurrence: StoredRecurrence): RecurrenceSchedule {
  return {
    cycle: recurrence.cycle,
    firstDueDate: recurrence.firstDueDate,
    amount: recurrence.amount,
    method: recurrence.method,
    amountChanges: recurrence.amountChanges,
    methodChanges: recurrence.methodChanges,
    pauses: recurrence.pauses,
    canceledOn: recurrence.canceledOn,
    cardAnswer: (day) => {
      const card = recurrence.cards.filter((c) => c.from <= day).at(-1) ?? recurrence.cards[0];
      return !card || card.refusalCode === null ? { approved: true } : { approved: false, code: card.refusalCode };
    },
    paidOn: (due) =>
      // The first charge of a subscription made on a plan's link is the payment made there.
      recurrence.subscribedWith && due === recurrence.firstDueDate
        ? recurrence.subscribedWith.paidOn
        : paidOnOf(recurrence)(due),
  };
}

/** An Anônimo recurrence is a plan (a public subscribe link): it bills nobody itself. */
export const isPlan = (recurrence: StoredRecurrence) => recurrence.kind === 'reusable' && !recurrence.planId;

const refusalMessage = (code: string | null) =>
  code ? (refusalReasons.find((reason) => reason.code === code)?.message ?? null) : null;

export const chargeViewOf = (charge: RecurrenceCharge & { saleId?: string | null }): RecurrenceChargeView => ({
  ...charge,
  refusalMessage: refusalMessage(charge.refusalCode),
});

export function recurrenceViewOf(
  h: MoneyHistory,
  recurrence: StoredRecurrence,
  today: CivilDate,
  /** A plan's subscriptions' views, for its counts. */
  subscribers: readonly Recurrence[] = [],
): { view: Recurrence; charges: RecurrenceCharge[] } {
  const plan = isPlan(recurrence);
  const schedule = scheduleOf(recurrence);
  const charges = plan ? [] : recurrenceCharges(schedule, today);
  const next = charges.find((charge) => charge.status === 'scheduled');
  const card = recurrence.cards.at(-1);
  return {
    charges,
    view: {
      id: recurrence.id,
      kind: recurrence.kind,
      companyId: recurrence.companyId,
      companyName: h.directory.merchants.find((m) => m.companyId === recurrence.companyId)?.name ?? '',
      customer: recurrence.customer,
      description: recurrence.description,
      // The stored amount and method are the first ones; changes apply from their dates.
      amount: recurrence.amountChanges.at(-1)?.amount ?? recurrence.amount,
      method: recurrence.methodChanges.at(-1)?.method ?? recurrence.method,
      cycle: recurrence.cycle,
      firstDueDate: recurrence.firstDueDate,
      status: plan
        ? recurrence.canceledOn !== null && recurrence.canceledOn <= today
          ? 'canceled'
          : 'active'
        : recurrenceStatusOf(schedule, charges, today),
      card: card ? { brand: card.brand as CardBrand, last4: card.last4 } : null,
      nextCharge: next ? { dueDate: next.dueDate, amount: next.amount } : null,
      failedCharges: charges.filter((charge) => charge.status === 'failed' || charge.status === 'overdue').length,
      paidCharges: charges.filter((charge) => charge.status === 'paid').length,
      createdAt: recurrence.createdAt,
      planId: recurrence.planId ?? null,
      plan: plan
        ? {
            checkoutPath: `/checkout/${recurrence.checkoutLinkId ?? recurrence.id}`,
            subscribers: subscribers.length,
            activeSubscribers: subscribers.filter((s) => s.status === 'active' || s.status === 'overdue').length,
          }
        : null,
    },
  };
}
