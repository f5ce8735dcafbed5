import { addBusinessDays, daysBetween, type CivilDate } from './calendar';
import { divideHalfUp, feeOf, ratioInBasisPoints, splitInstallments, type BasisPoints, type Cents } from './cents';
import { mdrRate, type CardBrand, type RateTable } from './pricing';
import { settlementDates, standardSettlementPlan, type PaymentMethod, type SettlementPlan } from './settlement';

/** Who pays the installment interest: the merchant (sem juros) or the customer ('repasse'). */
export type InterestPayer = 'merchant' | 'customer';

export interface SaleSimulationInput {
  /** What the merchant asks for the sale, in centavos. */
  amount: Cents;
  method: Extract<PaymentMethod, 'debit' | 'credit' | 'pix'>;
  /** 1 for débito, crédito à vista and Pix; 2–12 for parcelado. */
  installments: number;
  brand?: CardBrand;
  interestPaidBy: InterestPayer;
  anticipate: boolean;
  saleDate: CivilDate;
  rates: RateTable;
  plan?: SettlementPlan;
}

export interface SimulatedInstallment {
  number: number;
  /** What the customer pays for this installment. */
  customerAmount: Cents;
  mdr: Cents;
  anticipationFee: Cents;
  net: Cents;
  /** When the installment would settle without anticipation. */
  originalDate: CivilDate;
  /** When the merchant receives it (the next business day when anticipated). */
  paymentDate: CivilDate;
  /** Days brought forward (0 without anticipation). */
  anticipatedDays: number;
}

export interface SaleSimulation {
  customerTotal: Cents;
  /** customerTotal − amount: what the 'repasse' adds for the customer (0 when the merchant pays). */
  customerSurcharge: Cents;
  mdrRate: BasisPoints;
  mdr: Cents;
  fixedFee: Cents;
  anticipationFee: Cents;
  fees: Cents;
  net: Cents;
  /** Total fees over what the customer pays. */
  effectiveRate: BasisPoints;
  installments: SimulatedInstallment[];
}

/** Simple pro-rata anticipation: the installment after MDR × monthly rate ÷ 30 × days, half-up in centavos. */
export function anticipationFeeOf(netInstallment: Cents, monthlyRate: BasisPoints, days: number): Cents {
  if (days <= 0) return 0;
  return divideHalfUp(netInstallment * monthlyRate * days, 10_000 * 30);
}

/**
 * The amount a customer pays so the merchant's rate is charged on it ('repasse'): net ÷ (1 − fee), half-up
 * (R$ 10.000,00 in 12× at 11,63 % → R$ 11.316,06). The rate is in basis points.
 */
export function grossUpForCustomer(amount: Cents, rate: BasisPoints): Cents {
  if (rate >= 10_000) throw new RangeError(`a rate of ${rate} bp leaves nothing to gross up`);
  return divideHalfUp(amount * 10_000, 10_000 - rate);
}

/**
 * What a customer pays ('repasse') for the merchant to net `amount` after every fee the lines charge (MDR, the
 * fixed fee, the anticipation's when asked for): the MDR gross-up when that is enough, else the least total that
 * is (what a line nets never falls as its part grows, so a search above the gross-up finds it).
 */
function repasseTotal(amount: Cents, rate: BasisPoints, linesFor: (total: Cents) => Array<{ net: Cents }>): Cents {
  const netOf = (total: Cents) => linesFor(total).reduce((sum, line) => sum + line.net, 0);
  // The domain's formula first (net ÷ (1 − MDR)); only when the other fees leave the merchant short, more.
  const formula = grossUpForCustomer(amount, rate);
  if (netOf(formula) >= amount) return formula;
  let low = formula + 1;
  let high = Math.max(low + 1, amount * 3);
  while (netOf(high) < amount) high *= 2;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (netOf(middle) >= amount) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * One sale as the merchant and the customer will see it: per installment what the customer pays, the MDR,
 * the anticipation fee and the net, and when it is paid. Every total is the sum of its lines.
 */
export function simulateSale(input: SaleSimulationInput): SaleSimulation {
  const { amount, method, rates, saleDate } = input;
  const plan = input.plan ?? standardSettlementPlan;
  const count = method === 'credit' ? Math.min(12, Math.max(1, input.installments)) : 1;
  const brand = method === 'pix' ? null : (input.brand ?? 'visa');
  const rate = mdrRate(rates, method, brand, count);
  const originalDates = settlementDates(method, saleDate, count, plan);
  // Anticipated money is paid on the next business day (Pix is already D+0).
  const anticipationDate = addBusinessDays(saleDate, 1);
  const fixed = method === 'pix' ? 0 : rates.cardFixedFee;
  const linesFor = (total: Cents) =>
    splitInstallments(total, count).map((part, index) => {
      const mdr = feeOf(part, rate);
      const fixedFee = index === 0 ? Math.min(fixed, part - mdr) : 0;
      const originalDate = originalDates[index] ?? saleDate;
      const days = input.anticipate ? Math.max(0, daysBetween(anticipationDate, originalDate)) : 0;
      const anticipationFee = anticipationFeeOf(part - mdr - fixedFee, rates.anticipationMonthly, days);
      return {
        number: index + 1,
        customerAmount: part,
        mdr,
        anticipationFee,
        net: part - mdr - fixedFee - anticipationFee,
        originalDate,
        paymentDate: days > 0 ? anticipationDate : originalDate,
        anticipatedDays: days,
        fixedFee,
      };
    });
  const repasse = input.interestPaidBy === 'customer' && count > 1;
  const customerTotal = repasse ? repasseTotal(amount, rate, linesFor) : amount;
  const installments = linesFor(customerTotal);
  if (repasse) {
    // The least total that nets the amount may net a few centavos more (rounding per line): the first
    // installment's MDR takes them, so the merchant nets exactly what was asked.
    const excess = installments.reduce((total, line) => total + line.net, 0) - amount;
    const first = installments[0];
    if (first && excess > 0) {
      first.mdr += excess;
      first.net -= excess;
    }
  }
  const sum = (key: 'mdr' | 'anticipationFee' | 'net' | 'fixedFee') =>
    installments.reduce((total, line) => total + line[key], 0);
  const fees = sum('mdr') + sum('fixedFee') + sum('anticipationFee');
  return {
    customerTotal,
    customerSurcharge: customerTotal - amount,
    mdrRate: rate,
    mdr: sum('mdr'),
    fixedFee: sum('fixedFee'),
    anticipationFee: sum('anticipationFee'),
    fees,
    net: sum('net'),
    effectiveRate: ratioInBasisPoints(fees, customerTotal),
    installments: installments.map(({ fixedFee: _fixed, ...line }) => line),
  };
}
