import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoutDays, payoutTypeTotals } from './payoutDays';

const types = ['sale', 'refund', 'fee', 'chargeback'] as const;
const lineArb = fc.record({
  id: fc.uuid(),
  date: fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-23'),
  type: fc.constantFrom(...types),
  gross: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fees: fc.integer({ min: -10_000, max: 0 }),
  amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
  balanceAfter: fc.integer(),
  description: fc.string(),
});
const sortedLines = fc
  .array(lineArb, { maxLength: 60 })
  .map((lines) => [...lines].sort((a, b) => a.date.localeCompare(b.date)));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

describe("a payout's contents by day and by kind", () => {
  it('keeps every line once, in order, and the days and kinds add up to the lines to the cent', () => {
    fc.assert(
      fc.property(sortedLines, (lines) => {
        const days = payoutDays(lines as never);
        expect(days.flatMap((day) => day.lines)).toEqual(lines);
        expect(new Set(days.map((day) => day.date)).size).toBe(days.length);
        for (const day of days) expect(day.total).toBe(sum(day.lines.map((line) => line.amount)));
        const lineSum = sum(lines.map((line) => line.amount));
        expect(sum(days.map((day) => day.total))).toBe(lineSum);
        const kinds = payoutTypeTotals(lines as never);
        expect(sum(kinds.map((kind) => kind.total))).toBe(lineSum);
        expect(sum(kinds.map((kind) => kind.count))).toBe(lines.length);
      }),
    );
  });
});
