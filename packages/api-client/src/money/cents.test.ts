import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { divideHalfUp, feeOf, ratioInBasisPoints, splitInstallments, sumCents } from './cents';
import { priceSale, standardRates, type CardBrand } from './pricing';

const amounts = fc.integer({ min: 0, max: 100_000_000_00 });
const rates = fc.integer({ min: 0, max: 10_000 });

describe('fees in centavos', () => {
  it('rounds half-up where floats round down (R$ 50,00 at 2,49 % is 124,5 centavos)', () => {
    expect(feeOf(5_000, 249)).toBe(125);
    expect(Math.round(5_000 * 0.0249)).toBe(124);
    expect(feeOf(10_000, 399)).toBe(399);
    expect(divideHalfUp(-5, 2)).toBe(-3);
  });

  test.prop([amounts, rates])('is within half a centavo of the exact fee', (amount, rate) => {
    const fee = feeOf(amount, rate);
    expect(Number.isInteger(fee)).toBe(true);
    expect(Math.abs(fee * 10_000 - amount * rate)).toBeLessThanOrEqual(5_000);
  });

  it('refuses floats instead of rounding them silently', () => {
    expect(() => sumCents([1, 0.5])).toThrow(RangeError);
    expect(() => splitInstallments(10.5, 2)).toThrow(RangeError);
    expect(ratioInBasisPoints(1, 3)).toBe(3_333);
    expect(ratioInBasisPoints(5, 0)).toBe(0);
  });
});

describe('installments', () => {
  it('puts the remainder on the first installment', () => {
    expect(splitInstallments(10_000, 3)).toEqual([3_334, 3_333, 3_333]);
    expect(splitInstallments(15_000, 3)).toEqual([5_000, 5_000, 5_000]);
  });

  test.prop([amounts, fc.integer({ min: 1, max: 18 })])(
    'sum to the total, differ by at most a centavo, the first the largest',
    (total, count) => {
      const parts = splitInstallments(total, count);
      expect(parts).toHaveLength(count);
      expect(sumCents(parts)).toBe(total);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(count - 1 > 0 ? count : 0);
      expect(parts[0]).toBe(Math.max(...parts));
      expect(parts.slice(1).every((part) => part === parts[1])).toBe(true);
    },
  );
});

describe('a sale priced line by line', () => {
  it('follows the worked example: R$ 150,00 in 3× at 4 % is 3 × (50,00 − 2,00) = 144,00', () => {
    const rates = {
      ...standardRates,
      mdr: { ...standardRates.mdr, credit2to6: { ...standardRates.mdr.credit2to6, visa: 400 } },
    };
    const sale = priceSale(15_000, 'credit', 'visa', 3, rates);
    expect(sale.installments.map((line) => line.net)).toEqual([4_800, 4_800, 4_800]);
    expect(sale).toMatchObject({ mdr: 600, net: 14_400, rate: 400 });
  });

  it('charges the boleto fee once and no MDR', () => {
    expect(priceSale(10_000, 'boleto', null, 1)).toMatchObject({ mdr: 0, fixedFee: 349, net: 9_651 });
  });

  const brands = fc.constantFrom<CardBrand>('visa', 'mastercard', 'elo', 'amex', 'hipercard');
  const methods = fc.constantFrom('credit' as const, 'debit' as const, 'pix' as const, 'boleto' as const);
  test.prop([fc.integer({ min: 500, max: 5_000_000_00 }), methods, brands, fc.integer({ min: 1, max: 12 })])(
    'has receivables that sum to its net, and gross − fees = net on every line',
    (gross, method, brand, count) => {
      const sale = priceSale(gross, method, method === 'pix' || method === 'boleto' ? null : brand, count);
      expect(sumCents(sale.installments.map((line) => line.net))).toBe(sale.net);
      expect(sumCents(sale.installments.map((line) => line.gross))).toBe(gross);
      expect(sale.gross - sale.mdr - sale.fixedFee).toBe(sale.net);
      for (const line of sale.installments) expect(line.gross - line.mdr - line.fixedFee).toBe(line.net);
    },
  );
});
