import { addDays, civilFromDayNumber, type CivilDate } from '../../money/calendar';
import { RETRY_AFTER_DAYS, type RecurrenceCharge } from '../../money/recurrenceRules';
import type { MoneyHistory } from './history';
import { transactionIdOf } from './records';

/**
 * A subscription's charges with the sale of each one's last attempt (the paid one, or the last refused): the days
 * `recurrenceSalesOf` made them on, found among the history's sales of that subscription.
 */
export function chargesWithSales<C extends RecurrenceCharge>(
  h: MoneyHistory,
  recurrenceId: string,
  charges: readonly C[],
): Array<C & { saleId: string | null }> {
  const byDay = new Map<CivilDate, string>();
  for (const [row, sale] of h.userSaleRows) {
    if (sale.origin?.kind === 'recurrence' && sale.origin.id === recurrenceId)
      byDay.set(civilFromDayNumber(sale.day), transactionIdOf(h, row));
  }
  return charges.map((charge) => {
    const days = [charge.dueDate, ...RETRY_AFTER_DAYS.map((after) => addDays(charge.dueDate, after))];
    const last = charge.method === 'card' ? days[charge.attempts - 1] : charge.paidOn;
    return { ...charge, saleId: last ? (byDay.get(last) ?? null) : null };
  });
}
