import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './calendar';
import {
  CHARGEBACK_NOTICE_FEE_USD,
  adjustmentReferenceProblem,
  chargebackNoticeFee,
  lateCharges,
  negotiationHoldUntil,
  oldestDebitReference,
  retentionLatestRelease,
  retentionReleaseProblem,
  usdBrlRate,
} from './contractRules';

describe('the chargeback notice service', () => {
  it('is between US$ 6,50 and US$ 35,00 for every brand (spec 9)', () => {
    for (const usd of Object.values(CHARGEBACK_NOTICE_FEE_USD)) {
      expect(usd).toBeGreaterThanOrEqual(650);
      expect(usd).toBeLessThanOrEqual(3_500);
    }
  });

  it("converts at the month's PTAX, half-up, and says which rate and date it used", () => {
    expect(usdBrlRate('2026-11-26')).toEqual({ rate: 55_960, rateDate: '2026-11-01' });
    // US$ 6,50 × 5,5960 = R$ 36,374 → R$ 36,37.
    expect(chargebackNoticeFee('visa', '2026-11-26')).toEqual({
      usdCents: 650,
      rate: 55_960,
      rateDate: '2026-11-01',
      amount: 3_637,
    });
    // Outside the table, the nearest month's rate, named by the day itself.
    expect(usdBrlRate('2030-05-02').rate).toBe(58_400);
  });
});

describe('late charges on a negative balance', () => {
  it('charge 2 % once on the largest debt, the IGP-M and 1 % a month pro rata on each day', () => {
    // Three days at R$ 1.000,00 in November 2026 (IGP-M 0,28 %): fine 20,00; interest 3 × 1000 × 1 % / 30 = 1,00;
    // correction 3 × 1000 × 0,28 % / 30 = 0,28.
    const days = ['2026-11-10', '2026-11-11', '2026-11-12'].map((date) => ({ date, debt: 100_000 }));
    expect(lateCharges(days)).toEqual({ fine: 2_000, interest: 100, correction: 28 });
  });

  it('corrects nothing in a month of deflation', () => {
    expect(lateCharges([{ date: '2025-06-10', debt: 100_000 }]).correction).toBe(0);
  });

  test.prop([fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 60 })])(
    'never charge a negative amount, and the fine is 2 % of the largest day',
    (debts) => {
      const charges = lateCharges(
        debts.map((debt, i) => ({ date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`, debt })),
      );
      expect(charges.fine).toBe(Math.round(Math.max(...debts) * 0.02));
      expect(charges.correction).toBeGreaterThanOrEqual(0);
      expect(charges.interest).toBeGreaterThanOrEqual(0);
    },
  );
});

describe('holds and adjustments reach as far as the contract says', () => {
  it('holds suspect funds 6 months at most, a negotiation 180 business days', () => {
    expect(retentionLatestRelease('2026-11-26')).toBe('2027-05-26');
    expect(retentionLatestRelease('2026-08-31')).toBe('2027-02-28');
    expect(retentionReleaseProblem('2026-11-26', '2027-05-26')).toBeNull();
    expect(retentionReleaseProblem('2026-11-26', '2027-05-27')).toMatch(/no máximo 6 meses/);
    expect(retentionReleaseProblem('2026-11-26', '2026-11-26')).toMatch(/depois de hoje/);
    expect(negotiationHoldUntil('2026-11-26')).toBe(addBusinessDays('2026-11-26', 180));
  });

  it('takes a debit adjustment within 12 months of its event, 24 for a service not rendered; credits need no date', () => {
    expect(oldestDebitReference('2026-11-26', false)).toBe('2025-11-26');
    expect(oldestDebitReference('2026-11-26', true)).toBe('2024-11-26');
    const base = { direction: 'debit' as const, today: '2026-11-26', notRendered: false };
    expect(adjustmentReferenceProblem({ ...base, referenceDate: '2025-11-26' })).toBeNull();
    expect(adjustmentReferenceProblem({ ...base, referenceDate: '2025-11-25' })).toMatch(/12 meses/);
    expect(adjustmentReferenceProblem({ ...base, referenceDate: '2025-11-25', notRendered: true })).toBeNull();
    expect(adjustmentReferenceProblem({ ...base, referenceDate: '2026-11-27' })).toMatch(/futuro/);
    expect(adjustmentReferenceProblem({ ...base, referenceDate: null })).toMatch(/Informe a data/);
    expect(adjustmentReferenceProblem({ ...base, direction: 'credit', referenceDate: null })).toBeNull();
  });
});
