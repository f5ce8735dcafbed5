import { fc, test as property } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  barcodeOfDigitableLine,
  boletoBarcode,
  digitableLineOf,
  dueDateFactor,
  formatDigitableLine,
  modulo10,
} from './boleto';
import { cardProblems, detectCardBrand, formatCardNumber, passesLuhn, testCards } from './cardRules';
import { installmentOptions, priceInstallment } from './checkoutInstallments';
import { linkTotalOf, paymentLinkStatusOf, recurrenceDueDate } from './paymentLinkRules';

describe('cards', () => {
  it('checks the Luhn digit', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111')).toBe(false);
    for (const card of testCards) expect(passesLuhn(card.number)).toBe(true);
  });
  it('names the brand from the first digits, Elo before Visa and Mastercard', () => {
    expect(detectCardBrand('4111111111111111')).toBe('visa');
    expect(detectCardBrand('5555555555554444')).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('4011780000000000')).toBe('elo');
    expect(detectCardBrand('6363680000000000')).toBe('elo');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6062825624254001')).toBe('hipercard');
    expect(detectCardBrand('9999')).toBeNull();
    for (const card of testCards) expect(detectCardBrand(card.number)).toBe(card.brand);
  });
  it('groups Amex 4-6-5 and the rest in fours', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('41111111')).toBe('4111 1111');
  });
  it('reports each field: expired month, wrong CVV length, a number with digits wrong', () => {
    const ok = { number: '4111 1111 1111 1111', holderName: 'ANA LIMA', expiry: '12/2030', cvv: '123' };
    expect(cardProblems(ok, '2026-11')).toEqual({});
    expect(cardProblems({ ...ok, expiry: '10/2026' }, '2026-11')).toEqual({ expiry: 'expired' });
    expect(cardProblems({ ...ok, expiry: '11/2026' }, '2026-11')).toEqual({});
    expect(cardProblems({ ...ok, expiry: '13/2030' }, '2026-11')).toEqual({ expiry: 'expiry' });
    expect(cardProblems({ ...ok, number: '378282246310005', cvv: '123' }, '2026-11')).toEqual({ cvv: 'cvv' });
    expect(cardProblems({ ...ok, number: '4111111111111112' }, '2026-11')).toEqual({ number: 'number' });
    // Cleared after a refusal: an empty code is asked for, not called invalid (D17).
    expect(cardProblems({ ...ok, cvv: '' }, '2026-11')).toEqual({ cvv: 'cvvMissing' });
  });
});

describe('installments', () => {
  const rules = { max: 6, interestFree: 3, monthlyInterest: 199, minimumInstallment: 500 };
  it('shows interest-free options at the total and the rest with their total', () => {
    const options = installmentOptions(10_000, rules);
    expect(options[2]).toEqual({ count: 3, installment: 3_334, total: 10_000, withInterest: false, unavailable: null });
    expect(options[5]).toMatchObject({ count: 6, installment: 1_785, total: 10_710, withInterest: true });
  });
  it('disables an option whose installment is under the minimum (R$ 25 in 3× with R$ 10 minimum)', () => {
    const options = installmentOptions(2_500, {
      max: 3,
      interestFree: 3,
      monthlyInterest: 0,
      minimumInstallment: 1_000,
    });
    expect(options.map((o) => o.unavailable)).toEqual([null, null, 'minimum']);
  });
  property.prop([
    fc.integer({ min: 100, max: 10_000_000 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 0, max: 12 }),
  ])(
    'interest-free totals are the amount; with interest the total is n × the installment and never less',
    (amount, max, interestFree) => {
      for (const option of installmentOptions(amount, {
        max,
        interestFree,
        monthlyInterest: 249,
        minimumInstallment: 0,
      })) {
        if (option.withInterest) {
          expect(option.total).toBe(option.installment * option.count);
          expect(option.total).toBeGreaterThanOrEqual(amount);
        } else expect(option.total).toBe(amount);
      }
    },
  );
  it('prices with the Price table', () => expect(priceInstallment(100_000, 100, 12)).toBe(8_885));
});

describe('boleto', () => {
  it('computes the modulo-10 digit of a field', () => expect(modulo10('001900000')).toBe(9));
  it('counts the due-date factor from 07/10/1997 and restarts at 1000 on 22/02/2025', () => {
    expect(dueDateFactor('2025-02-21')).toBe('9999');
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2026-11-30')).toBe('1646');
    // Every 9,000 days it restarts again: 9999 on 13/10/2049, 1000 on 14/10/2049 (always four digits).
    expect(dueDateFactor('2049-10-13')).toBe('9999');
    expect(dueDateFactor('2049-10-14')).toBe('1000');
  });
  it('writes 47 digits in five fields and reads them back', () => {
    const barcode = boletoBarcode({
      bankCode: '001',
      dueDate: '2026-11-30',
      amount: 12_345,
      freeField: '0000001234567000000000118',
    });
    expect(barcode).toHaveLength(44);
    const line = digitableLineOf(barcode);
    expect(line).toHaveLength(47);
    expect(formatDigitableLine(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(line.slice(33)).toBe('16460000012345');
    expect(barcodeOfDigitableLine(formatDigitableLine(line))).toBe(barcode);
  });
  property.prop([
    fc.integer({ min: 1, max: 9_999_999_999 }),
    fc.stringMatching(/^\d{25}$/),
    fc.integer({ min: 0, max: 32 }),
  ])('a changed digit in the checked fields or the general digit is caught', (amount, freeField, position) => {
    const line = digitableLineOf(boletoBarcode({ bankCode: '341', dueDate: '2027-01-15', amount, freeField }));
    expect(barcodeOfDigitableLine(line)).not.toBeNull();
    const changed = `${line.slice(0, position)}${(Number(line[position]) + 1) % 10}${line.slice(position + 1)}`;
    expect(barcodeOfDigitableLine(changed)).toBeNull();
  });
});

describe('links and recurrences', () => {
  it('adds the items and shipping', () =>
    expect(
      linkTotalOf(
        [
          { name: 'a', quantity: 3, unitPrice: 1_999 },
          { name: 'b', quantity: 1, unitPrice: 1 },
        ],
        1_500,
      ),
    ).toBe(7_498));
  it('gives a link its status', () => {
    const link = {
      kind: 'reusable' as const,
      deactivatedAt: null,
      expiresOn: '2026-12-01',
      usageLimit: 2,
      paymentsCount: 1,
    };
    expect(paymentLinkStatusOf(link, '2026-12-01')).toBe('active');
    expect(paymentLinkStatusOf(link, '2026-12-02')).toBe('expired');
    expect(paymentLinkStatusOf({ ...link, paymentsCount: 2 }, '2026-12-02')).toBe('paid');
    expect(paymentLinkStatusOf({ ...link, kind: 'single' }, '2026-11-01')).toBe('paid');
    expect(paymentLinkStatusOf({ ...link, deactivatedAt: '2026-11-01T10:00:00-03:00' }, '2026-11-01')).toBe('inactive');
  });
  it('keeps a monthly due day after short months', () => {
    expect([0, 1, 2, 3].map((n) => recurrenceDueDate('2027-01-31', 'monthly', n))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(recurrenceDueDate('2026-12-20', 'biweekly', 2)).toBe('2027-01-17');
    expect(recurrenceDueDate('2024-02-29', 'annual', 1)).toBe('2025-02-28');
  });
});
