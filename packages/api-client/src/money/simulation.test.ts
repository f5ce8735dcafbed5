import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { standardRates, type RateTable } from './pricing';
import { anticipationFeeOf, grossUpForCustomer, simulateSale } from './simulation';

const flat = (credit: number, anticipationMonthly: number): RateTable => {
  const brands = (bps: number) => ({ visa: bps, mastercard: bps, elo: bps, amex: bps, hipercard: bps });
  return {
    mdr: { debit: brands(credit), credit1: brands(credit), credit2to6: brands(credit), credit7to12: brands(credit) },
    pix: 99,
    cardFixedFee: 0,
    boletoFixedFee: 0,
    anticipationMonthly,
  };
};

describe('the domain reference worked examples', () => {
  it('anticipates R$ 150,00 in 3× at MDR 4 % and 2,5 % a.m. to 46,80 + 45,60 + 44,40 (fee R$ 7,20)', () => {
    const nets = [30, 60, 90].map((days) => 4_800 - anticipationFeeOf(4_800, 250, days));
    expect(nets).toEqual([4_680, 4_560, 4_440]);
    expect(nets.reduce((a, b) => a + b)).toBe(13_680);
    expect(15_000 - 600 - 13_680).toBe(720);
  });

  it('grosses up R$ 10.000,00 in 12× at 11,63 % to R$ 11.316,06 and the merchant nets exactly R$ 10.000,00', () => {
    expect(grossUpForCustomer(1_000_000, 1_163)).toBe(1_131_606);
    const sale = simulateSale({
      amount: 1_000_000,
      method: 'credit',
      installments: 12,
      interestPaidBy: 'customer',
      anticipate: false,
      saleDate: '2026-03-02',
      rates: flat(1_163, 0),
    });
    expect(sale.customerTotal).toBe(1_131_606);
    expect(sale.customerSurcharge).toBe(131_606);
    expect(sale.net).toBe(1_000_000);
  });
});

describe('a hand-worked sale across a holiday', () => {
  // Sold on Monday 02/03/2026 in 3×, R$ 150,00 at MDR 4 % and 2,5 % a.m., anticipated: paid on Tue 03/03.
  // Installments would settle on 01/04 (Wed), 01/05 → 04/05 (Dia do Trabalho, Friday → Monday) and
  // 31/05 → 01/06 (Sunday → Monday): 29, 62 and 90 days brought forward.
  const sale = simulateSale({
    amount: 15_000,
    method: 'credit',
    installments: 3,
    interestPaidBy: 'merchant',
    anticipate: true,
    saleDate: '2026-03-02',
    rates: flat(400, 250),
  });

  it('pays each installment on the next business day with its own days of anticipation', () => {
    expect(sale.installments.map((line) => [line.originalDate, line.paymentDate, line.anticipatedDays])).toEqual([
      ['2026-04-01', '2026-03-03', 29],
      ['2026-05-04', '2026-03-03', 62],
      ['2026-06-01', '2026-03-03', 90],
    ]);
  });

  it('charges 4800 × 2,5 % ÷ 30 × days per installment: 1,16 + 2,48 + 3,60', () => {
    expect(sale.installments.map((line) => [line.customerAmount, line.mdr, line.anticipationFee, line.net])).toEqual([
      [5_000, 200, 116, 4_684],
      [5_000, 200, 248, 4_552],
      [5_000, 200, 360, 4_440],
    ]);
    expect([sale.mdr, sale.anticipationFee, sale.fees, sale.net]).toEqual([600, 724, 1_324, 13_676]);
  });

  it('keeps the dates without anticipation, and Pix settles the same day', () => {
    const plain = simulateSale({ ...saleInput(), anticipate: false });
    expect(plain.installments.map((line) => line.paymentDate)).toEqual(['2026-04-01', '2026-05-04', '2026-06-01']);
    expect(plain.anticipationFee).toBe(0);
    const pix = simulateSale({ ...saleInput(), method: 'pix', installments: 1, saleDate: '2026-02-16' });
    expect(pix.installments).toHaveLength(1);
    expect(pix.installments[0]?.paymentDate).toBe('2026-02-16');
    expect(pix.installments[0]?.anticipatedDays).toBe(0);
    const debit = simulateSale({ ...saleInput(), method: 'debit', installments: 1, saleDate: '2026-02-13' });
    // Friday before Carnaval: D+1 útil skips the weekend, Monday and Tuesday of Carnaval.
    expect(debit.installments[0]?.originalDate).toBe('2026-02-18');
  });
});

function saleInput() {
  return {
    amount: 15_000,
    method: 'credit' as const,
    installments: 3,
    interestPaidBy: 'merchant' as const,
    anticipate: true,
    saleDate: '2026-03-02',
    rates: flat(400, 250),
  };
}

describe('every simulation adds up', () => {
  const input = fc.record({
    amount: fc.integer({ min: 1, max: 100_000_000 }),
    method: fc.constantFrom('debit' as const, 'credit' as const, 'pix' as const),
    installments: fc.integer({ min: 1, max: 12 }),
    interestPaidBy: fc.constantFrom('merchant' as const, 'customer' as const),
    anticipate: fc.boolean(),
    saleDate: fc.date({ min: new Date('2025-01-01'), max: new Date('2027-06-30'), noInvalidDate: true }),
  });

  test.prop([input])('installments sum to the totals and fees plus net equal what the customer pays', (raw) => {
    const sale = simulateSale({ ...raw, saleDate: raw.saleDate.toISOString().slice(0, 10), rates: standardRates });
    const sum = (pick: (line: (typeof sale.installments)[number]) => number) =>
      sale.installments.reduce((total, line) => total + pick(line), 0);
    expect(sum((line) => line.customerAmount)).toBe(sale.customerTotal);
    expect(sum((line) => line.net)).toBe(sale.net);
    expect(sale.fees + sale.net).toBe(sale.customerTotal);
    expect(sale.installments.every((line) => line.paymentDate <= line.originalDate)).toBe(true);
    // 'Repasse': the merchant nets exactly what it asked, anticipated or not.
    if (raw.interestPaidBy === 'customer' && raw.method === 'credit' && raw.installments > 1) {
      expect(sale.net).toBe(raw.amount);
    }
    if (raw.interestPaidBy === 'merchant') expect(sale.customerTotal).toBe(raw.amount);
  });
});
