import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addDays, civilFromDayNumber, dayNumber } from '../../money/calendar';
import { buildStatement, byLedgerOrder, deriveBalances, type LedgerEntry } from '../../money/ledger';
import { settlementDates } from '../../money/settlement';
import { paymentMethods } from '../../money/vocabulary';
import { businessDaysAfterIn, onOrNextBusinessDayIn } from './dayTable';
import { isSettledRow, pricedRow, settlementDaysOf, type MoneyHistory } from './history';
import { generateHistory } from './historyStep';
import { queryTransactions, summarizeTransactions, summaryGroups } from './query';
import {
  ledgerEntriesOfRow,
  payoutEntriesOf,
  rowOfTransactionId,
  transactionIdOf,
  transactionSummaryOf,
} from './records';

const NOW = { date: '2026-11-26', second: 15 * 3600 };
const small = (seed: number, now = NOW) => generateHistory({ seed, scale: 4_000, now });
const ledgerOfMerchant = (h: MoneyHistory, merchant: number): LedgerEntry[] => {
  const entries: LedgerEntry[] = [];
  for (let row = 0; row < h.count; row += 1)
    if (h.columns.merchant[row] === merchant) entries.push(...ledgerEntriesOfRow(h, row));
  return [...entries, ...payoutEntriesOf(h, merchant)];
};

describe('the generated history', () => {
  const history = small(2026);

  it("keeps a past day's transactions (and so their ids) as the clock moves, across a month too", () => {
    const later = small(2026, { date: '2026-12-03', second: NOW.second });
    const day = dayNumber('2026-11-20');
    const rowsOf = (h: MoneyHistory) => {
      const start = h.dayStart[day - h.firstDay] ?? 0;
      const end = h.dayStart[day - h.firstDay + 1] ?? 0;
      return Array.from({ length: end - start }, (_, i) => transactionSummaryOf(h, start + i));
    };
    const before = rowsOf(history);
    expect(before.length).toBeGreaterThan(0);
    expect(rowsOf(later).map((tx) => [tx.id, tx.amount, tx.method])).toEqual(
      before.map((tx) => [tx.id, tx.amount, tx.method]),
    );
  });

  it('spans 13 months up to now, in time order, with the market mix', () => {
    expect(civilFromDayNumber(history.firstDay)).toBe('2025-11-01');
    expect(history.count).toBeGreaterThan(3_600);
    expect(history.count).toBeLessThan(4_400);
    for (let row = 1; row < history.count; row += 1) {
      const before = (history.columns.day[row - 1] ?? 0) * 86_400 + (history.columns.second[row - 1] ?? 0);
      expect((history.columns.day[row] ?? 0) * 86_400 + (history.columns.second[row] ?? 0)).toBeGreaterThanOrEqual(
        before,
      );
    }
    const last = history.count - 1;
    expect(history.columns.day[last]).toBe(dayNumber(NOW.date));
    expect(history.columns.second[last]).toBeLessThanOrEqual(NOW.second);
    const share = (method: number) =>
      history.columns.method.filter((m, i) => i < history.count && m === method).length / history.count;
    expect(share(paymentMethods.indexOf('credit'))).toBeGreaterThan(0.5);
    expect(share(paymentMethods.indexOf('credit'))).toBeLessThan(0.6);
    expect(share(paymentMethods.indexOf('boleto'))).toBeLessThan(0.08);
    const refused = [...Array(history.count).keys()].filter(
      (row) => transactionSummaryOf(history, row).status === 'refused',
    );
    expect(refused.length / history.count).toBeGreaterThan(0.04);
    expect(refused.length / history.count).toBeLessThan(0.1);
  });

  it('keeps the ids of past days as the clock moves forward', () => {
    const later = small(2026, { date: '2026-11-29', second: 10 * 3600 });
    const day = dayNumber('2026-11-10') - history.firstDay;
    const rows = (h: MoneyHistory) =>
      Array.from({ length: (h.dayStart[day + 1] ?? 0) - (h.dayStart[day] ?? 0) }, (_, i) =>
        transactionSummaryOf(h, (h.dayStart[day] ?? 0) + i),
      );
    const before = rows(history);
    expect(before.length).toBeGreaterThan(0);
    expect(rows(later).map((tx) => [tx.id, tx.amount, tx.method])).toEqual(
      before.map((tx) => [tx.id, tx.amount, tx.method]),
    );
    const some = before[3]?.id ?? '';
    expect(transactionIdOf(later, rowOfTransactionId(later, some) ?? -1)).toBe(some);
  });

  it('settles by the same calendar as settlementDates', () => {
    for (let day = history.firstDay; day < history.nowDay; day += 1) {
      const civil = civilFromDayNumber(day);
      expect(civilFromDayNumber(businessDaysAfterIn(history.days, day, 1))).toBe(settlementDates('debit', civil, 1)[0]);
      expect(civilFromDayNumber(onOrNextBusinessDayIn(history.days, day + 30))).toBe(
        settlementDates('credit', civil, 1)[0],
      );
    }
  });

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], { numRuns: 4 })(
    'reconciles for any merchant and period, pays each sale its net, and only chargebacks and MEDs go below zero',
    (seed) => {
      const h = small(seed);
      for (let row = 0; row < h.count; row += 1) {
        if (!isSettledRow(h, row)) continue;
        const sales = ledgerEntriesOfRow(h, row).filter(
          (e) => e.bucket === 'available' && ['sale', 'mdr_fee', 'fixed_fee'].includes(e.type),
        );
        expect(sales.reduce((sum, e) => sum + e.amount, 0)).toBe(h.columns.net[row]);
        expect(sales.filter((e) => e.type === 'sale')).toHaveLength(settlementDaysOf(h, row).length);
        expect(pricedRow(h, row).net).toBe(h.columns.net[row]);
      }
      for (const merchant of [0, 5, 17]) {
        const ledger = ledgerOfMerchant(h, merchant).sort(byLedgerOrder);
        for (const [from, to] of [
          ['2025-11-01', '2026-11-26'],
          ['2026-02-10', '2026-03-09'],
          ['2026-11-20', '2026-11-26'],
        ] as const) {
          const statement = buildStatement(ledger, from, to);
          expect(statement.openingBalance + statement.credits - statement.debits).toBe(statement.closingBalance);
          expect(statement.closingBalance).toBe(deriveBalances(ledger, to).available);
        }
        if (merchant === 0) {
          expect(ledger.some((entry) => entry.type === 'transfer')).toBe(true);
          // The weekly payout keeps the balance to about a week of sales, not a year's.
          const balances = deriveBalances(ledger, NOW.date);
          expect(balances.available).toBeLessThan(balances.receivable + 10_000_000);
        }
        let balance = 0;
        for (const entry of ledger) {
          if (entry.bucket !== 'available' || entry.date > NOW.date) continue;
          balance += entry.amount;
          if (entry.type === 'refund' || entry.type === 'transfer' || entry.type === 'transfer_fee') {
            expect(balance, `${entry.id} on ${entry.date}`).toBeGreaterThanOrEqual(0);
          }
        }
      }
    },
    60_000,
  );
});

describe('the list read', () => {
  const h = small(7);
  const all = { kind: 'all' } as const;
  const period = { from: addDays(NOW.date, -29), to: NOW.date };

  it('gives totals of the whole filtered set that add up to the cent, and pages in order', () => {
    const result = queryTransactions(h, all, { ...period, pageSize: 100 });
    let sum = { count: 0, amount: 0, gross: 0, fees: 0, net: 0 };
    for (let page = 1; (page - 1) * 100 < result.total; page += 1) {
      for (const tx of queryTransactions(h, all, { ...period, pageSize: 100, page }).items) {
        sum = {
          count: sum.count + 1,
          amount: sum.amount + tx.amount,
          gross: sum.gross + tx.gross,
          fees: sum.fees + tx.fees,
          net: sum.net + tx.net,
        };
        expect(tx.gross - tx.fees).toBe(tx.net);
      }
    }
    expect(sum).toEqual(result.totals);
    expect(result.totals.gross - result.totals.fees).toBe(result.totals.net);
    const dates = result.items.map((tx) => tx.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts by amount across pages without skipping or repeating a row', () => {
    const pages = [1, 2, 3].flatMap(
      (page) => queryTransactions(h, all, { ...period, sort: 'amount', order: 'desc', page }).items,
    );
    const amounts = pages.map((tx) => tx.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Set(pages.map((tx) => tx.id)).size).toBe(60);
    const everything = queryTransactions(h, all, { ...period, pageSize: 100, sort: 'amount', order: 'desc' });
    expect(everything.items[0]?.amount).toBe(pages[0]?.amount);
  });

  it('scopes every read: a partner its merchants, a merchant its own, an operator its store', () => {
    const partner = queryTransactions(h, { kind: 'partner', partnerId: 6 }, { ...period, pageSize: 100 });
    const partnerMerchants = new Set(h.directory.merchants.filter((m) => m.partnerId === 6).map((m) => m.companyId));
    expect(partner.items.every((tx) => partnerMerchants.has(tx.companyId))).toBe(true);
    const merchant = queryTransactions(h, { kind: 'merchant', companyId: 2 }, { ...period, pageSize: 100 });
    expect(merchant.items.every((tx) => tx.companyId === 2)).toBe(true);
    const store = queryTransactions(h, { kind: 'store', companyId: 2, storeId: 21 }, { ...period, pageSize: 100 });
    expect(store.total).toBeGreaterThan(0);
    expect(store.total).toBeLessThan(merchant.total);
    expect(store.items.every((tx) => tx.storeId === 21)).toBe(true);
    const outside = queryTransactions(h, { kind: 'merchant', companyId: 2 }, { ...period, companyId: [100] });
    expect(outside.total).toBe(0);
  });

  it('recognises what was typed in the search box', () => {
    const target = queryTransactions(h, all, { ...period, status: ['paid'], method: ['credit'] }).items[0];
    expect(target).toBeDefined();
    const find = (q: string) => queryTransactions(h, all, { ...period, q, pageSize: 100 }).items.map((tx) => tx.id);
    expect(find(target?.id ?? '')).toEqual([target?.id]);
    expect(find(target?.orderNumber ?? '')).toEqual([target?.id]);
    expect(find(target?.customerName.split(' ')[0]?.toLowerCase() ?? '')).toContain(target?.id);
    expect(find('TX20990101000001')).toEqual([]);
  });

  it('filters by status, method, brand and amount', () => {
    const result = queryTransactions(h, all, {
      ...period,
      status: ['refused'],
      method: ['credit'],
      brand: ['visa'],
      minAmount: 1_000,
      pageSize: 100,
    });
    expect(result.total).toBeGreaterThan(0);
    expect(
      result.items.every(
        (tx) => tx.status === 'refused' && tx.method === 'credit' && tx.brand === 'visa' && tx.amount >= 1_000,
      ),
    ).toBe(true);
    expect(result.totals.net).toBe(0);
  });

  it.each(summaryGroups)('summarises by %s with the same sums as the list totals', (group) => {
    const filters = { ...period, method: ['credit', 'pix'] };
    const list = queryTransactions(h, all, filters);
    const summary = summarizeTransactions(h, all, filters, group, group === 'day' ? 'method' : undefined);
    expect(summary.totals).toEqual(list.totals);
    const sum = (key: 'count' | 'amount' | 'gross' | 'fees' | 'net') =>
      summary.buckets.reduce((total, bucket) => total + bucket[key], 0);
    expect({
      count: sum('count'),
      amount: sum('amount'),
      gross: sum('gross'),
      fees: sum('fees'),
      net: sum('net'),
    }).toEqual(list.totals);
    for (const bucket of summary.buckets) expect(bucket.gross - bucket.fees).toBe(bucket.net);
  });
});
