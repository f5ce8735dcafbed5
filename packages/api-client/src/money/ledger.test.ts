import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addDays } from './calendar';
import { buildStatement, deriveBalances, type LedgerEntry } from './ledger';

const entry = (partial: Partial<LedgerEntry> & Pick<LedgerEntry, 'amount' | 'date'>): LedgerEntry => ({
  id: `${partial.date}-${partial.amount}-${partial.sequence ?? 0}`,
  companyId: 2,
  type: 'sale',
  bucket: 'available',
  sequence: 0,
  description: '',
  ...partial,
});

const entries = fc.array(
  fc.record({
    amount: fc.integer({ min: -5_000_00, max: 5_000_00 }),
    date: fc.integer({ min: 0, max: 60 }).map((offset) => addDays('2026-10-01', offset)),
    sequence: fc.integer({ min: 0, max: 200_000 }),
  }),
  { maxLength: 200 },
);

describe('the ledger', () => {
  test.prop([entries, fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })])(
    'reconciles any period: opening + credits − debits = closing, and the last running balance is the closing',
    (drafts, a, b) => {
      const [from, to] = [addDays('2026-10-01', Math.min(a, b)), addDays('2026-10-01', Math.max(a, b))];
      const all = drafts.map((draft) => entry(draft));
      const statement = buildStatement(all, from, to);
      expect(statement.openingBalance + statement.credits - statement.debits).toBe(statement.closingBalance);
      const lastLine = statement.days.at(-1)?.lines.at(-1);
      expect(lastLine?.balanceAfter ?? statement.openingBalance).toBe(statement.closingBalance);
      // The closing balance of the period is the balance of the day it ends.
      expect(statement.closingBalance).toBe(deriveBalances(all, to).available);
      for (const day of statement.days) expect(day.closingBalance).toBe(day.lines.at(-1)?.balanceAfter);
    },
  );

  it('counts a future installment as a receber, and a block with its reason and release date', () => {
    const block = { reason: 'med' as const, releaseDate: '2026-11-10' };
    const ledger = [
      entry({ amount: 10_000, date: '2026-11-01' }),
      entry({ amount: 5_000, date: '2026-12-01' }),
      entry({ type: 'mdr_fee', amount: -150, date: '2026-12-01' }),
      entry({ type: 'med_block', amount: -3_000, date: '2026-11-03', transactionId: 'TX1' }),
      entry({ type: 'med_block', bucket: 'blocked', amount: 3_000, date: '2026-11-03', transactionId: 'TX1', block }),
      entry({ type: 'transfer', bucket: 'processing', amount: 2_000, date: '2026-11-04' }),
    ];
    expect(deriveBalances(ledger, '2026-11-05')).toEqual({
      available: 7_000,
      blocked: 3_000,
      blocks: [{ reason: 'med', amount: 3_000, releaseDate: '2026-11-10', transactionId: 'TX1' }],
      receivable: 4_850,
      receivableNext30Days: 4_850,
      processing: 2_000,
    });
  });
});
