import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addDays, civilFromDayNumber, dayNumber } from './calendar';
import { anticipationCreditDate, anticipationLimit, pickUntil, quoteAnticipation } from './anticipationRules';

describe('anticipationCreditDate', () => {
  it('credits the same business day before 16:00, the next business day after it', () => {
    expect(anticipationCreditDate({ date: '2026-11-26', second: 15 * 3600 + 3599 })).toBe('2026-11-26');
    expect(anticipationCreditDate({ date: '2026-11-26', second: 16 * 3600 })).toBe('2026-11-27');
  });

  it('moves a weekend or holiday request to the next business day (Friday before Carnaval → Ash Wednesday)', () => {
    expect(anticipationCreditDate({ date: '2026-11-28', second: 10 * 3600 })).toBe('2026-11-30');
    // Carnaval 2027: Monday 8 and Tuesday 9 February are not business days.
    expect(anticipationCreditDate({ date: '2027-02-05', second: 17 * 3600 })).toBe('2027-02-10');
  });
});

describe('quoteAnticipation', () => {
  it('charges the monthly rate pro rata per day on the installment after MDR (1,99 % a.m., 30 days)', () => {
    const quote = quoteAnticipation([{ net: 100_000, originalDate: '2026-12-26' }], 199, '2026-11-26');
    expect(quote.items[0]).toMatchObject({ days: 30, fee: 1_990, credited: 98_010 });
    expect(quote).toMatchObject({ net: 100_000, fee: 1_990, credited: 98_010 });
  });

  it('rounds each installment half-up and adds the lines for the totals', () => {
    const items = [
      { net: 3_333, originalDate: '2026-12-11' },
      { net: 3_333, originalDate: '2027-01-10' },
    ];
    const quote = quoteAnticipation(items, 199, '2026-11-26');
    // 3333 × 199 × 15 / 300000 = 33.16… → 33; × 45 days → 99.49… → 99.
    expect(quote.items.map((line) => line.fee)).toEqual([33, 99]);
    expect(quote.fee).toBe(132);
  });

  const installment = fc.record({
    net: fc.integer({ min: 1, max: 50_000_000 }),
    days: fc.integer({ min: -5, max: 400 }),
  });
  test.prop([fc.array(installment, { maxLength: 40 }), fc.integer({ min: 0, max: 1_000 })])(
    'every total is the sum of its lines, credited = net − fee, and no fee is negative or above the net',
    (raw, rate) => {
      const credit = '2026-11-26';
      const items = raw.map(({ net, days }) => ({ net, originalDate: addDays(credit, days) }));
      const quote = quoteAnticipation(items, rate, credit);
      expect(quote.net).toBe(items.reduce((sum, item) => sum + item.net, 0));
      expect(quote.fee).toBe(quote.items.reduce((sum, line) => sum + line.fee, 0));
      expect(quote.credited).toBe(quote.net - quote.fee);
      for (const line of quote.items) {
        expect(line.fee).toBeGreaterThanOrEqual(0);
        expect(line.fee).toBeLessThanOrEqual(line.item.net);
        expect(Number.isInteger(line.fee)).toBe(true);
      }
    },
  );

  test.prop([
    fc.integer({ min: 1, max: 10_000_000 }),
    fc.integer({ min: 1, max: 1_000 }),
    fc.integer({ min: 0, max: 399 }),
  ])('an installment further away never costs less', (net, rate, days) => {
    const credit = '2026-11-26';
    const near = quoteAnticipation([{ net, originalDate: addDays(credit, days) }], rate, credit);
    const far = quoteAnticipation([{ net, originalDate: addDays(credit, days + 1) }], rate, credit);
    expect(far.fee).toBeGreaterThanOrEqual(near.fee);
  });
});

describe('limits and picking', () => {
  it('lets the plan’s share through, rounded down', () => {
    expect(anticipationLimit(100_001, 70)).toBe(70_000);
  });

  it('picks the installments due by the date, nearest first, while they fit whole', () => {
    const day = (offset: number) => civilFromDayNumber(dayNumber('2026-12-01') + offset);
    const items = [
      { net: 500, originalDate: day(20) },
      { net: 300, originalDate: day(5) },
      { net: 400, originalDate: day(10) },
      { net: 100, originalDate: day(40) },
    ];
    expect(pickUntil(items, day(30), 10_000).map((item) => item.net)).toEqual([300, 400, 500]);
    expect(pickUntil(items, day(30), 800).map((item) => item.net)).toEqual([300, 400]);
    expect(pickUntil(items, day(1), 10_000)).toEqual([]);
  });
});
