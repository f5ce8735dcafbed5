import { describe, expect, it } from 'vitest';
import { bankStatementOf } from '../../money/bankStatement';
import { deriveBalances } from '../../money/ledger';
import { addDays, dayNumber } from '../../money/calendar';
import { originalSettlementDaysOf, type UserAnticipation } from './history';
import { generateHistory } from './historyStep';
import { ledgerOf, merchantsAskedFor } from './scope';
import { balancesOf } from './moneyBalances';
import { columnsStatementOf, materializeLine, statementColumnsOf } from './statementColumns';

const NOW = { date: '2026-11-26', second: 15 * 3600 };

describe('the columnar statement', () => {
  const nowDay = dayNumber(NOW.date);
  // An anticipation credited today of three future installments of merchant 0's parcelado sales.
  const base = generateHistory({ seed: 7, scale: 6_000, now: NOW });
  const items: UserAnticipation['items'][number][] = [];
  for (let row = 0; row < base.count && items.length < 3; row += 1) {
    const days = originalSettlementDaysOf(base, row);
    const c = base.columns;
    if (c.merchant[row] !== 0 || c.method[row] !== 0 || days.length < 3 || (days[2] ?? 0) <= nowDay) continue;
    items.push({ day: c.day[row] ?? 0, ordinal: c.ordinal[row] ?? 0, number: 3, fee: 123 });
  }
  // With people's transfers too: a TED still being processed and a Pix the bank gave back.
  const h = generateHistory({
    seed: 7,
    scale: 6_000,
    now: NOW,
    userAnticipations: [{ id: 'AN1', merchant: 0, day: nowDay, sequence: 30_000, fee: 369, items }],
    userTransfers: [
      {
        id: 'TR1',
        merchant: 0,
        day: nowDay - 3,
        second: 40_000,
        amount: 5_000,
        fee: 349,
        failed: false,
        processingUntil: nowDay + 1,
      },
      {
        id: 'TR2',
        merchant: 0,
        day: nowDay - 1,
        second: 50_000,
        amount: 7_000,
        fee: 0,
        failed: true,
        processingUntil: null,
      },
    ],
  });

  it('gives the very lines of the ledger statement for each merchant, and its summary for a whole scope', () => {
    const periods = [
      [addDays(NOW.date, -364), NOW.date],
      [addDays(NOW.date, -40), addDays(NOW.date, -10)],
      [addDays(NOW.date, 1), addDays(NOW.date, 60)],
    ] as const;
    const cases: Array<[number | undefined, { kind: 'all' } | { kind: 'partner'; partnerId: number }]> = [
      ...h.directory.merchants
        .slice(0, 6)
        .map((m) => [m.companyId, { kind: 'all' as const }] as [number, { kind: 'all' }]),
      [undefined, { kind: 'partner', partnerId: h.directory.partners[0]?.companyId ?? 0 }],
    ];
    for (const [companyId, scope] of cases) {
      const columns = statementColumnsOf(h, merchantsAskedFor(h, scope, companyId));
      const ledger = ledgerOf(h, scope, companyId);
      for (const [from, to] of periods) {
        const expected = bankStatementOf(ledger, from, to);
        const period = columnsStatementOf(columns, from, to);
        expect({ ...period, lines: undefined, balanceAfter: undefined, dayClosing: undefined }).toEqual({
          from,
          to,
          openingBalance: expected.openingBalance,
          credits: expected.credits,
          debits: expected.debits,
          fees: expected.fees,
          closingBalance: expected.closingBalance,
          lines: undefined,
          balanceAfter: undefined,
          dayClosing: undefined,
        });
        const lines = Array.from(period.lines, (line, position) =>
          materializeLine(h, columns, line, period.balanceAfter[position] ?? 0),
        );
        // Over several merchants the ledger path splits a payout from its fee when another merchant's payout
        // sorts between them; the columns keep each fee on its transfer's line, so only the sums compare there.
        if (companyId !== undefined) expect(lines).toEqual(expected.lines);
        else
          expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(period.closingBalance - period.openingBalance);
      }
    }
  }, 60_000);

  it('moves anticipated installments to the credit day, with the fee on a line of its own', () => {
    expect(items).toHaveLength(3);
    const columns = statementColumnsOf(h, merchantsAskedFor(h, { kind: 'all' }, h.directory.merchants[0]?.companyId));
    const today = columnsStatementOf(columns, NOW.date, NOW.date);
    const lines = Array.from(today.lines, (line, position) =>
      materializeLine(h, columns, line, today.balanceAfter[position] ?? 0),
    );
    expect(lines.filter((line) => line.description.includes('(antecipada: AN1)'))).toHaveLength(3);
    expect(lines.find((line) => line.anticipationId === 'AN1')).toMatchObject({
      type: 'anticipation_fee',
      amount: -369,
      fees: 369,
    });
  });

  it('gives the balances of the ledger, today and on other days', () => {
    const partnerId = h.directory.partners[1]?.companyId ?? 0;
    for (const [companyId, partnerIds] of [
      [h.directory.merchants[0]?.companyId, []],
      [h.directory.merchants[3]?.companyId, []],
      [undefined, [partnerId]],
    ] as const) {
      for (const asOf of [NOW.date, addDays(NOW.date, -45)]) {
        const expected = deriveBalances(ledgerOf(h, { kind: 'all' }, companyId, partnerIds), asOf);
        expect(balancesOf(h, { kind: 'all' }, companyId, partnerIds, asOf)).toEqual(expected);
      }
    }
  });
});
