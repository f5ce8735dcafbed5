import { addDays, dayNumber, type CivilDate } from '../../money/calendar';
import { cardBrands } from '../../money/pricing';
import { RETRY_AFTER_DAYS, recurrenceCharges } from '../../money/recurrenceRules';
import { refusalReasons } from '../../money/vocabulary';
import type { StoredRecurrence } from '../db';
import { NO_VALUE, type UserSale } from './history';
import { hash32 } from './prng';
import { isPlan, scheduleOf } from './recurrenceViews';

/** Subscription sales take indexes from here, after the checkout's, so neither moves the other's ids. */
export const RECURRENCE_SALE_INDEX_BASE = 50_000;
/** Card attempts run in the early-morning batch; Pix and boletos are paid during the day. */
const BATCH_SECOND = 6 * 3600;
const DAYTIME_SECOND = 9 * 3600;

/**
 * A subscription's charges as sales once the clock reaches them: each card attempt (refused or approved) on its
 * day with the card on file then, and each Pix or boleto on the day it was paid. One index per subscription and
 * attempt (a subscription has at most one attempt a day), so a sale's id never changes as the clock moves on.
 */
export function recurrenceSalesOf(
  recurrences: readonly StoredRecurrence[],
  merchantIndex: ReadonlyMap<number, number>,
  today: CivilDate,
): UserSale[] {
  return recurrences.flatMap((recurrence, position) => {
    const merchant = merchantIndex.get(recurrence.companyId);
    if (merchant === undefined || isPlan(recurrence)) return [];
    const schedule = scheduleOf(recurrence);
    const sale = (day: CivilDate, slot: number, fields: Partial<UserSale>): UserSale => ({
      index: RECURRENCE_SALE_INDEX_BASE + position * 4 + slot,
      merchant,
      day: dayNumber(day),
      second: 0,
      method: 'credit',
      brand: NO_VALUE,
      installments: 1,
      paid: true,
      refusal: NO_VALUE,
      amount: 0,
      customerName: recurrence.customer?.name ?? 'Assinante sem cadastro',
      customerEmail: recurrence.customer?.email ?? '',
      last4: null,
      channel: 'ecommerce',
      origin: { kind: 'recurrence', id: recurrence.id },
      ...fields,
    });
    return recurrenceCharges(schedule, today).flatMap((charge) => {
      // Paid on the plan's link: that payment is already the sale.
      if (recurrence.subscribedWith && charge.cycle === 1) return [];
      const spread = hash32(position, charge.cycle);
      if (charge.method !== 'card')
        return charge.status === 'paid' && charge.paidOn
          ? [
              sale(charge.paidOn, 3, {
                second: DAYTIME_SECOND + (spread % (8 * 3600)),
                method: charge.method,
                amount: charge.amount,
              }),
            ]
          : [];
      const days = [charge.dueDate, ...RETRY_AFTER_DAYS.map((after) => addDays(charge.dueDate, after))];
      return days.slice(0, charge.attempts).map((day, attempt) => {
        const card = recurrence.cards.filter((c) => c.from <= day).at(-1) ?? recurrence.cards[0];
        const answer = schedule.cardAnswer(day, attempt);
        const refusal = answer.approved ? -1 : refusalReasons.findIndex((reason) => reason.code === answer.code);
        const brand = cardBrands.indexOf((card?.brand ?? '') as (typeof cardBrands)[number]);
        return sale(day, attempt, {
          second: BATCH_SECOND + (spread % 3600),
          brand: brand < 0 ? NO_VALUE : brand,
          paid: answer.approved,
          refusal: refusal < 0 ? NO_VALUE : refusal,
          amount: charge.amount,
          last4: card?.last4 ?? null,
        });
      });
    });
  });
}
