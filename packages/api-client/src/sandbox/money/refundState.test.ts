// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../createSandbox';
import { EVENT, EVENT_STATE } from './history';
import { balancesOf } from './moneyBalances';
import { transactionDetailWithRefund } from './refundState';
import { civilFromDayNumber } from '../../money/calendar';

const FRIDAY = Date.parse('2026-11-27T13:00:00Z');

describe('a refund that waits for the balance', () => {
  it('says what the balance lacks for it and the refunds of the merchant asked before it, first in first out', () => {
    const sandbox = createSandbox({ moneyScale: 3_000, realNow: () => FRIDAY });
    const h = sandbox.money.history();
    const c = h.columns;
    // Two of one merchant's paid sales of today, the earlier asked for first: both made to wait.
    const merchant = c.merchant[h.count - 1] ?? 0;
    const rows: number[] = [];
    for (let row = h.count - 1; row >= 0 && rows.length < 2; row -= 1)
      if (c.merchant[row] === merchant && c.event[row] === EVENT.none && (c.amount[row] ?? 0) > 0) rows.unshift(row);
    const [first, second] = rows as [number, number];
    for (const [row, second_] of [
      [first, 100],
      [second, 200],
    ] as const) {
      c.event[row] = EVENT.refund;
      c.eventState[row] = EVENT_STATE.waiting;
      c.eventDay[row] = h.nowDay;
      c.eventSecond[row] = second_;
    }
    const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
    const { available } = balancesOf(h, { kind: 'merchant', companyId }, companyId, [], civilFromDayNumber(h.nowDay));
    const amount = (row: number) => c.amount[row] ?? 0;
    const lacking = (needed: number) => Math.max(0, needed - Math.max(0, available));
    expect(transactionDetailWithRefund(h, sandbox.db, first).refund.waitingShortfall).toBe(lacking(amount(first)));
    expect(transactionDetailWithRefund(h, sandbox.db, second).refund.waitingShortfall).toBe(
      lacking(amount(first) + amount(second)),
    );
    // A sale whose refund does not wait has none.
    c.eventState[second] = EVENT_STATE.held;
    expect(transactionDetailWithRefund(h, sandbox.db, second).refund.waitingShortfall).toBeNull();
  });
});
