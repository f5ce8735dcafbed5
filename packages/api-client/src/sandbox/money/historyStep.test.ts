import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { civilFromDayNumber, dayNumber } from '../../money/calendar';
import { transactionStatuses } from '../../money/vocabulary';
import { transactionColumnKinds, type ColumnName } from './columns';
import { EVENT, type HistoryOptions, type MoneyHistory } from './history';
import { generateSteppableHistory, stepHistory } from './historyStep';

const START = '2025-11-01';
const FIRST_NOW = dayNumber('2026-11-18');
const PAID = transactionStatuses.indexOf('paid');
const momentOf = (total: number) => ({ date: civilFromDayNumber(Math.floor(total / 86_400)), second: total % 86_400 });

/** Everything a history says, as plain data: every column of every row, the payouts, the late charges, the holds. */
function figuresOf(h: MoneyHistory) {
  const columns = Object.fromEntries(
    (Object.keys(transactionColumnKinds) as ColumnName[]).map((name) => [
      name,
      [...h.columns[name].subarray(0, h.count)],
    ]),
  );
  return {
    count: h.count,
    nowDay: h.nowDay,
    nowSecond: h.nowSecond,
    dayStart: [...h.dayStart],
    columns,
    payouts: h.payouts,
    lateCharges: h.lateCharges,
    retentions: h.retentions,
    anticipated: [...h.anticipated.entries()].sort((a, b) => a[0] - b[0]),
    disputeAnswers: [...h.disputeAnswers.entries()].sort((a, b) => a[0] - b[0]),
    userSaleRows: [...h.userSaleRows.entries()].map(([row, sale]) => [row, sale.index]).sort((a, b) => a[0]! - b[0]!),
  };
}

/** People's actions on one merchant, fixed across the steps: they happened, whatever the clock says later. */
function actionsOn(base: MoneyHistory, at: number): Omit<HistoryOptions, 'now'> {
  const c = base.columns;
  const paid = (method: number, from: number) => {
    for (let row = from; row < base.count; row += 1)
      if (c.method[row] === method && c.event[row] === EVENT.none && c.status[row] === PAID) return row;
    throw new Error('no paid sale to act on');
  };
  const pix = paid(2, Math.floor(base.count * 0.97));
  const credit = paid(0, Math.floor(base.count * 0.9));
  const old = paid(0, Math.floor(base.count * 0.5));
  const day = Math.floor(at / 86_400);
  const second = at % 86_400;
  return {
    userRefunds: [
      { day: c.day[pix] ?? 0, ordinal: c.ordinal[pix] ?? 0, requestedDay: day, requestedSecond: second },
      { day: c.day[old] ?? 0, ordinal: c.ordinal[old] ?? 0, requestedDay: day - 1, requestedSecond: 40_000 },
    ],
    userDisputes: [
      {
        day: c.day[credit] ?? 0,
        ordinal: c.ordinal[credit] ?? 0,
        kind: 'chargeback',
        openedDay: day,
        openedSecond: second + 1_800,
        outcome: 'won',
      },
    ],
    userTransfers: [
      {
        id: 'TR1',
        merchant: c.merchant[pix] ?? 0,
        day,
        second: second + 3_000,
        amount: 20_000,
        fee: 0,
        failed: false,
        processingUntil: null,
      },
    ],
    userAdjustments: [{ id: 'AJ1', merchant: 2, day: day - 2, second: 30_000, amount: -900_000, reason: 'Teste' }],
    userRetentions: [
      {
        id: 'RT1',
        merchant: 3,
        day,
        second: second + 600,
        amount: 50_000,
        reason: 'Suspeita',
        releaseDay: day + 1,
        releaseSecond: 0,
      },
    ],
    userSales: [
      {
        index: 0,
        merchant: 1,
        day,
        second: second + 4_000,
        method: 'pix',
        brand: 255,
        installments: 1,
        paid: true,
        refusal: 255,
        amount: 12_345,
        customerName: 'Bruno',
        customerEmail: 'bruno@example.com',
        last4: null,
        channel: 'link',
      },
    ],
  };
}

describe('the ten-minute step appends instead of generating again', () => {
  test.prop(
    [
      fc.integer({ min: 0, max: 9 }),
      fc.integer({ min: 0, max: 143 }),
      fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
      fc.boolean(),
    ],
    { numRuns: 12 },
  )('every figure after any steps is what generating at the new moment gives', (day, cut, steps, withActions) => {
    let at = (FIRST_NOW + day) * 86_400 + cut * 600;
    const base = generateSteppableHistory({ scale: 3_000, start: START, now: momentOf(at) }).history;
    const options = { scale: 3_000, start: START, ...(withActions ? actionsOn(base, at) : {}) };
    let current = generateSteppableHistory({ ...options, now: momentOf(at) });
    for (const cuts of steps) {
      at += cuts * 600;
      const stepped = stepHistory(current, momentOf(at));
      expect(stepped, 'a step of at most a day ahead').not.toBeNull();
      current = stepped!;
      const fresh = generateSteppableHistory({ ...options, now: momentOf(at) });
      expect(figuresOf(current.history)).toEqual(figuresOf(fresh.history));
    }
  });

  it('voids an authorization five days on, though its day is long past the step’s own', () => {
    const look = generateSteppableHistory({ scale: 20_000, start: START, now: momentOf(FIRST_NOW * 86_400) }).history;
    const authorized = transactionStatuses.indexOf('authorized');
    const row = [...look.columns.status.subarray(0, look.count)].lastIndexOf(authorized);
    const voidsAt = (look.columns.day[row] ?? 0) * 86_400 + (look.columns.second[row] ?? 0) + 5 * 86_400;
    const before = Math.floor(voidsAt / 600) * 600 - (voidsAt % 600 === 0 ? 600 : 0);
    const options = { scale: 20_000, start: START };
    const stepped = stepHistory(
      generateSteppableHistory({ ...options, now: momentOf(before) }),
      momentOf(before + 600),
    );
    const fresh = generateSteppableHistory({ ...options, now: momentOf(before + 600) }).history;
    expect(fresh.columns.status[row]).toBe(transactionStatuses.indexOf('canceled'));
    expect(stepped?.history.columns.status[row]).toBe(fresh.columns.status[row]);
    expect(figuresOf(stepped!.history)).toEqual(figuresOf(fresh));
  });

  it('declines a step back, or of more than a day, so the sandbox generates instead', () => {
    const at = FIRST_NOW * 86_400 + 36_000;
    const start = () => generateSteppableHistory({ scale: 2_000, start: START, now: momentOf(at) });
    expect(stepHistory(start(), momentOf(at - 600))).toBeNull();
    expect(stepHistory(start(), momentOf(at))).toBeNull();
    expect(stepHistory(start(), momentOf(at + 2 * 86_400))).toBeNull();
    expect(stepHistory(start(), momentOf(at + 600))).not.toBeNull();
  });
});
