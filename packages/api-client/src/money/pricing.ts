import { type BasisPoints, type Cents, feeOf, splitInstallments } from './cents';
import type { PaymentMethod } from './settlement';

export const cardBrands = ['visa', 'mastercard', 'elo', 'amex', 'hipercard'] as const;
export type CardBrand = (typeof cardBrands)[number];

/** What a company pays: MDR per method × brand × installment band, fixed fees, and the anticipation rate. */
export interface RateTable {
  /** MDR in basis points by brand, per product band. */
  mdr: Record<'debit' | 'credit1' | 'credit2to6' | 'credit7to12', Record<CardBrand, BasisPoints>>;
  pix: BasisPoints;
  /** Fixed fee per card sale (centavos), charged with the first installment. */
  cardFixedFee: Cents;
  /** Fixed fee per paid boleto. */
  boletoFixedFee: Cents;
  /** Anticipation rate a.m., simple pro-rata per day (rate ÷ 30 × days). */
  anticipationMonthly: BasisPoints;
}

const perBrand = (base: BasisPoints, amexExtra: BasisPoints): Record<CardBrand, BasisPoints> => ({
  visa: base,
  mastercard: base,
  elo: base + 20,
  amex: base + amexExtra,
  hipercard: base + 20,
});

/** The platform's standard rates (what a proposal starts from). */
export const standardRates: RateTable = {
  mdr: {
    debit: perBrand(139, 0),
    credit1: perBrand(299, 50),
    credit2to6: perBrand(349, 50),
    credit7to12: perBrand(399, 50),
  },
  pix: 99,
  cardFixedFee: 0,
  boletoFixedFee: 349,
  anticipationMonthly: 199,
};

export function mdrRate(rates: RateTable, method: PaymentMethod, brand: CardBrand | null, installments: number) {
  if (method === 'pix') return rates.pix;
  if (method === 'boleto') return 0;
  const band =
    method === 'debit' ? 'debit' : installments <= 1 ? 'credit1' : installments <= 6 ? 'credit2to6' : 'credit7to12';
  return rates.mdr[band][brand ?? 'visa'];
}

export interface PricedInstallment {
  number: number;
  gross: Cents;
  mdr: Cents;
  fixedFee: Cents;
  net: Cents;
}

export interface PricedSale {
  gross: Cents;
  mdr: Cents;
  fixedFee: Cents;
  net: Cents;
  rate: BasisPoints;
  installments: PricedInstallment[];
}

/**
 * A sale's fees and net, one line per installment: the gross split with the remainder on the first, the MDR
 * of each installment rounded half-up in centavos, the fixed fee on the first; the totals are the sums of the
 * lines, so the receivables always add up to the net.
 */
export function priceSale(
  gross: Cents,
  method: PaymentMethod,
  brand: CardBrand | null,
  installmentCount: number,
  rates: RateTable = standardRates,
): PricedSale {
  const rate = mdrRate(rates, method, brand, installmentCount);
  const count = method === 'credit' ? Math.max(1, installmentCount) : 1;
  const fixed = method === 'boleto' ? rates.boletoFixedFee : method === 'pix' ? 0 : rates.cardFixedFee;
  const installments = splitInstallments(gross, count).map((part, index) => {
    const mdr = feeOf(part, rate);
    const fixedFee = index === 0 ? Math.min(fixed, part - mdr) : 0;
    return { number: index + 1, gross: part, mdr, fixedFee, net: part - mdr - fixedFee };
  });
  const sum = (key: keyof PricedInstallment) => installments.reduce((total, line) => total + line[key], 0);
  return { gross, mdr: sum('mdr'), fixedFee: sum('fixedFee'), net: sum('net'), rate, installments };
}
