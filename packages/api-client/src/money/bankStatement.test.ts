import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bankStatementCsv, bankStatementOf, statementLineMatches } from './bankStatement';
import { addDays } from './calendar';
import type { LedgerEntry } from './ledger';

const base = { companyId: 2, bucket: 'available' as const, description: '' };

/** A sale installment with its MDR and fixed fee, or a transfer with its fee, or a lone movement. */
const movement = fc.record({
  kind: fc.constantFrom('sale', 'transfer', 'chargeback', 'refund'),
  amount: fc.integer({ min: 1, max: 5_000_00 }),
  fee: fc.integer({ min: 0, max: 900 }),
  day: fc.integer({ min: 0, max: 40 }),
  sequence: fc.integer({ min: 0, max: 200_000 }),
});

type Draft = { kind: string; amount: number; fee: number; day: number; sequence: number };

function entriesOf(drafts: readonly Draft[]) {
  return drafts.flatMap((draft, index): LedgerEntry[] => {
    const date = addDays('2026-10-01', draft.day);
    const common = { ...base, date, sequence: draft.sequence };
    if (draft.kind === 'sale') {
      const transactionId = `TX${index}`;
      const installment = { number: 1, of: 1 };
      return [
        { ...common, id: `${transactionId}-S1`, type: 'sale', amount: draft.amount, transactionId, installment },
        { ...common, id: `${transactionId}-M1`, type: 'mdr_fee', amount: -draft.fee, transactionId, installment },
      ];
    }
    if (draft.kind === 'transfer') {
      const transferId = `TR${index}`;
      return [
        { ...common, id: `${transferId}-T`, type: 'transfer', amount: -draft.amount, transferId },
        { ...common, id: `${transferId}-TF`, type: 'transfer_fee', amount: -draft.fee, transferId },
      ];
    }
    return [
      {
        ...common,
        id: `E${index}`,
        type: draft.kind as 'refund' | 'chargeback',
        amount: -draft.amount,
        transactionId: `TX${index}`,
      },
    ];
  });
}

describe('the bank statement', () => {
  test.prop([fc.array(movement, { maxLength: 120 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })])(
    'reconciles: the lines add up to closing − opening, each balance follows the previous, fees sit in their line',
    (drafts, a, b) => {
      const from = addDays('2026-10-01', Math.min(a, b));
      const to = addDays('2026-10-01', Math.max(a, b));
      const statement = bankStatementOf(entriesOf(drafts), from, to);
      expect(statement.openingBalance + statement.credits - statement.debits).toBe(statement.closingBalance);
      let balance = statement.openingBalance;
      for (const line of statement.lines) {
        balance += line.amount;
        expect(line.balanceAfter).toBe(balance);
        expect(line.gross - line.fees).toBe(line.amount);
        expect(statement.dayClosing.has(line.date)).toBe(true);
      }
      expect(balance).toBe(statement.closingBalance);
      expect(statement.lines.every((line) => line.type !== 'mdr_fee' || line.gross === 0)).toBe(true);
      const inPeriod = drafts.filter((draft) => {
        const date = addDays('2026-10-01', draft.day);
        return date >= from && date <= to;
      });
      expect(statement.fees).toBe(
        inPeriod.filter((d) => d.kind === 'sale' || d.kind === 'transfer').reduce((sum, d) => sum + d.fee, 0),
      );
      // The CSV's Valor column adds up to the summary.
      const rows = bankStatementCsv(statement, statement.lines).trim().split('\r\n').slice(2, -1);
      const cents = rows.map((row) => Math.round(Number((row.split(';')[7] ?? '').replace(',', '.')) * 100));
      expect(cents.reduce((sum, value) => sum + value, 0)).toBe(statement.credits - statement.debits);
    },
  );

  it('puts a sale and its fees on one line, a transfer and its fee on another', () => {
    const entries = entriesOf([
      { kind: 'sale', amount: 10_000, fee: 249, day: 1, sequence: 10 },
      { kind: 'transfer', amount: 5_000, fee: 349, day: 1, sequence: 90_000 },
    ]);
    const statement = bankStatementOf(entries, '2026-10-02', '2026-10-02');
    expect(statement.lines).toMatchObject([
      { type: 'sale', gross: 10_000, fees: 249, amount: 9_751, balanceAfter: 9_751, transactionId: 'TX0' },
      { type: 'transfer', gross: -5_000, fees: 349, amount: -5_349, balanceAfter: 4_402, transferId: 'TR1' },
    ]);
    expect(statement).toMatchObject({ credits: 9_751, debits: 5_349, fees: 598, closingBalance: 4_402 });
    expect(statement.dayClosing.get('2026-10-02')).toBe(4_402);
    const csv = bankStatementCsv(statement, statement.lines);
    expect(csv.startsWith('\uFEFFData;Tipo;Descrição')).toBe(true);
    expect(csv).toContain('02/10/2026;Venda;;TX0;;100,00;-2,49;97,51;97,51\r\n');
    expect(csv).toContain('02/10/2026;Saldo final;;;;;;;44,02\r\n');
  });

  it('filters by kind, direction, amount and id without changing the running balance', () => {
    const statement = bankStatementOf(
      entriesOf([
        { kind: 'sale', amount: 10_000, fee: 0, day: 0, sequence: 1 },
        { kind: 'refund', amount: 2_000, fee: 0, day: 0, sequence: 2 },
      ]),
      '2026-10-01',
      '2026-10-01',
    );
    const [sale, refund] = statement.lines;
    if (!sale || !refund) throw new Error('two lines expected');
    expect(statementLineMatches(refund, { direction: 'out' })).toBe(true);
    expect(statementLineMatches(sale, { direction: 'out' })).toBe(false);
    expect(statementLineMatches(sale, { types: ['refund'] })).toBe(false);
    expect(statementLineMatches(refund, { minAmount: 2_000, maxAmount: 2_000 })).toBe(true);
    expect(statementLineMatches(refund, { minAmount: 2_001 })).toBe(false);
    expect(statementLineMatches(sale, { q: 'tx0' })).toBe(true);
    expect(refund.balanceAfter).toBe(8_000);
  });
});
