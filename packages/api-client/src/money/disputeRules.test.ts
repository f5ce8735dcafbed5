import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { chargebackFine, CHARGEBACK_FINE_FIXED, disputeUrgency, formatTimeLeft } from './disputeRules';

const HOUR = 3_600_000;

describe('chargebackFine', () => {
  it('reads "R$ 50,00 e/ou 6 %" as both by default, or as the greater of the two', () => {
    expect(chargebackFine(10_000)).toBe(5_600);
    expect(chargebackFine(10_000, 'greater')).toBe(5_000);
    expect(chargebackFine(200_000, 'greater')).toBe(12_000);
    expect(chargebackFine(200_000, 'sum')).toBe(17_000);
    // 6 % of R$ 0,25 is 1,5 centavo: half up.
    expect(chargebackFine(25)).toBe(5_002);
  });

  test.prop([fc.integer({ min: 1, max: 2_000_000_000 })])('sum = fixed + percent ≥ greater ≥ fixed', (amount) => {
    const sum = chargebackFine(amount, 'sum');
    const greater = chargebackFine(amount, 'greater');
    expect(Number.isInteger(sum) && Number.isInteger(greater)).toBe(true);
    expect(greater).toBeGreaterThanOrEqual(CHARGEBACK_FINE_FIXED);
    expect(sum).toBeGreaterThanOrEqual(greater);
    // The percent part is the same in both readings: greater = max(fixed, percent).
    expect(greater).toBe(Math.max(CHARGEBACK_FINE_FIXED, sum - CHARGEBACK_FINE_FIXED));
  });
});

describe('disputeUrgency', () => {
  it('raises the alerts at 48, 24 and 6 hours, and says when the deadline passed', () => {
    const deadline = 1_000 * HOUR;
    expect(disputeUrgency(deadline, deadline - 49 * HOUR).urgency).toBe('calm');
    expect(disputeUrgency(deadline, deadline - 48 * HOUR).urgency).toBe('h48');
    expect(disputeUrgency(deadline, deadline - 25 * HOUR).urgency).toBe('h48');
    expect(disputeUrgency(deadline, deadline - 24 * HOUR).urgency).toBe('h24');
    expect(disputeUrgency(deadline, deadline - 6 * HOUR - 1).urgency).toBe('h24');
    expect(disputeUrgency(deadline, deadline - 6 * HOUR).urgency).toBe('h6');
    expect(disputeUrgency(deadline, deadline - 1).urgency).toBe('h6');
    expect(disputeUrgency(deadline, deadline)).toEqual({ urgency: 'expired', msLeft: 0 });
  });

  test.prop([fc.integer({ min: 0, max: 40 * 24 * HOUR }), fc.integer({ min: 0, max: 40 * 24 * HOUR })])(
    'the alert only grows as time passes',
    (a, b) => {
      const order = ['calm', 'h48', 'h24', 'h6', 'expired'];
      const deadline = 40 * 24 * HOUR;
      const [early, late] = a < b ? [a, b] : [b, a];
      expect(order.indexOf(disputeUrgency(deadline, late).urgency)).toBeGreaterThanOrEqual(
        order.indexOf(disputeUrgency(deadline, early).urgency),
      );
    },
  );
});

describe('formatTimeLeft', () => {
  it('reads as a countdown, rounding up to the minute', () => {
    expect(formatTimeLeft(3 * 24 * HOUR + 4 * HOUR)).toBe('3 d 4 h');
    expect(formatTimeLeft(2 * 24 * HOUR)).toBe('2 d');
    expect(formatTimeLeft(5 * HOUR + 12 * 60_000)).toBe('5 h 12 min');
    expect(formatTimeLeft(5 * HOUR)).toBe('5 h');
    expect(formatTimeLeft(7 * 60_000 + 1)).toBe('8 min');
  });
});
