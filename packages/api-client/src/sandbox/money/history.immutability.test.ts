import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { civilFromDayNumber, dayNumber } from '../../money/calendar';
import { byLedgerOrder, deriveBalances, type LedgerEntry } from '../../money/ledger';
import { businessDaysAfterIn } from './dayTable';
import { EVENT, EVENT_STATE, rowAt, type MoneyHistory, type UserTransfer } from './history';
import { generateHistory } from './historyStep';
import { ledgerEntriesOfRow, payoutEntriesOf, transactionIdOf, userTransferEntriesOf } from './records';

const START = '2025-11-01';
const NOW_DAY = dayNumber('2026-11-26');

/** Every entry of some merchants dated up to a day, in ledger order, with the available balance after each. */
function bookUpTo(h: MoneyHistory, merchants: readonly number[], lastDay: number) {
  const last = civilFromDayNumber(lastDay);
  const entries: LedgerEntry[] = [];
  for (let row = 0; row < h.count; row += 1)
    if (merchants.includes(h.columns.merchant[row] ?? -1)) entries.push(...ledgerEntriesOfRow(h, row));
  for (const m of merchants) entries.push(...payoutEntriesOf(h, m), ...userTransferEntriesOf(h, m));
  const closed = entries.filter((entry) => entry.date <= last).sort(byLedgerOrder);
  let balance = 0;
  return closed.map((entry) => {
    if (entry.bucket === 'available') balance += entry.amount;
    return `${entry.date} ${entry.sequence} ${entry.id} ${entry.bucket} ${entry.amount} ${balance}`;
  });
}

const at = (offsetSeconds: number) => {
  const total = NOW_DAY * 86_400 + 15 * 3600 + offsetSeconds;
  return { date: civilFromDayNumber(Math.floor(total / 86_400)), second: total % 86_400 };
};

/** A transfer that drains merchant 0 on a past day (people act too; the past must hold with them). */
const transfer: UserTransfer = {
  id: 'TR202611100001',
  merchant: 0,
  day: dayNumber('2026-11-10'),
  second: 11 * 3600,
  amount: 50_000,
  fee: 0,
  failed: false,
  processingUntil: null,
};

describe('the past never changes', () => {
  test.prop([fc.integer({ min: -20 * 86_400, max: 60 * 86_400 }), fc.integer({ min: 1, max: 2 ** 31 - 1 })], {
    numRuns: 6,
  })(
    "a closed day's lines, ids and balances are the same whatever the clock says later (forward and back)",
    (moveSeconds, seed) => {
      const options = { seed, scale: 3_000, start: START, userTransfers: [transfer] };
      const before = generateHistory({ ...options, now: at(0) });
      const after = generateHistory({ ...options, now: at(moveSeconds) });
      const closedDay = Math.min(before.nowDay, after.nowDay) - 1;
      const merchants = [0, 3, 11, 20];
      expect(bookUpTo(after, merchants, closedDay)).toEqual(bookUpTo(before, merchants, closedDay));
      const last = civilFromDayNumber(closedDay);
      for (const m of merchants) {
        const ledger = (h: MoneyHistory) => {
          const entries: LedgerEntry[] = [];
          for (let row = 0; row < h.count; row += 1)
            if (h.columns.merchant[row] === m) entries.push(...ledgerEntriesOfRow(h, row));
          return [...entries, ...payoutEntriesOf(h, m), ...userTransferEntriesOf(h, m)];
        };
        expect(deriveBalances(ledger(after), last).available).toBe(deriveBalances(ledger(before), last).available);
      }
    },
    120_000,
  );

  it('keeps sales whose installments still settle when the month turns (the start does not move with the clock)', () => {
    const november = generateHistory({ scale: 3_000, start: START, now: { date: '2026-11-26', second: 54_000 } });
    const january = generateHistory({ scale: 3_000, start: START, now: { date: '2027-01-10', second: 54_000 } });
    expect(january.firstDay).toBe(november.firstDay);
    const row = november.dayStart[5] ?? 0;
    const id = transactionIdOf(november, row);
    expect(
      transactionIdOf(
        january,
        rowAt(january, november.columns.day[row] ?? 0, november.columns.ordinal[row] ?? 0) ?? -1,
      ),
    ).toBe(id);
  });

  it('never refunds a boleto in the generated history, and every generated refund is reserved, waits or fails', () => {
    const h = generateHistory({ scale: 6_000, start: START, now: { date: '2026-11-26', second: 54_000 } });
    let refunds = 0;
    for (let row = 0; row < h.count; row += 1) {
      if (h.columns.event[row] !== EVENT.refund) continue;
      refunds += 1;
      expect(h.columns.method[row]).not.toBe(3);
      expect([EVENT_STATE.waiting, EVENT_STATE.held, EVENT_STATE.failed]).toContain(h.columns.eventState[row]);
    }
    expect(refunds).toBeGreaterThan(10);
  });
});

describe('the platform terms on payouts', () => {
  it('sends each automatic payout at 18:00 and has the bank confirm it within 2 business days, 3 when delayed', () => {
    const h = generateHistory({ scale: 6_000, start: START, now: { date: '2026-11-26', second: 54_000 } });
    expect(h.payouts.length).toBeGreaterThan(50);
    const outcomes = new Set(h.payouts.map((payout) => payout.outcome));
    expect(outcomes).toEqual(new Set(['completed', 'failed', 'delayed']));
    expect(
      payoutEntriesOf(h, 0).every(
        (entry) => entry.date !== civilFromDayNumber(h.payouts[0]?.day ?? 0) || entry.sequence === 18 * 3600,
      ),
    ).toBe(true);
    for (const payout of h.payouts) {
      const limit = payout.outcome === 'delayed' ? 3 : 2;
      expect(payout.completedDay).toBeLessThanOrEqual(businessDaysAfterIn(h.days, payout.day, limit));
    }
  });
});
