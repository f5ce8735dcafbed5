import { splitInstallments, type BasisPoints, type Cents } from './cents';

/** A link's card rules: up to `max` installments, the first `interestFree` without interest. */
export interface InstallmentRules {
  max: number;
  interestFree: number;
  /** Monthly interest (basis points) for the installments past `interestFree`: 199 = 1,99 % a.m. */
  monthlyInterest: BasisPoints;
  /** The least one installment may be (centavos). */
  minimumInstallment: Cents;
}

export const DEFAULT_MINIMUM_INSTALLMENT: Cents = 500;
export const MAX_INSTALLMENTS = 12;

export interface InstallmentOption {
  count: number;
  /** The first installment (it carries the remainder when the total does not split evenly). */
  installment: Cents;
  total: Cents;
  withInterest: boolean;
  /** Why it cannot be chosen; null when it can. */
  unavailable: 'minimum' | null;
}

/**
 * The installment with interest (Price table): P·i / (1 − (1+i)^−n), rounded once to the centavo; the total is
 * n times it, so what the payer reads adds up.
 */
export function priceInstallment(principal: Cents, monthlyInterest: BasisPoints, count: number): Cents {
  if (monthlyInterest <= 0 || count === 1) return splitInstallments(principal, count)[0] ?? principal;
  const rate = monthlyInterest / 10_000;
  return Math.round((principal * rate) / (1 - (1 + rate) ** -count));
}

/** Every choice from 1× to the link's maximum, each with its value, total and whether the minimum allows it. */
export function installmentOptions(amount: Cents, rules: InstallmentRules): InstallmentOption[] {
  const max = Math.max(1, Math.min(MAX_INSTALLMENTS, rules.max));
  return Array.from({ length: max }, (_, index) => {
    const count = index + 1;
    const withInterest = count > rules.interestFree && rules.monthlyInterest > 0;
    const installment = withInterest
      ? priceInstallment(amount, rules.monthlyInterest, count)
      : (splitInstallments(amount, count)[0] ?? amount);
    const total = withInterest ? installment * count : amount;
    const smallest = withInterest ? installment : Math.floor(amount / count);
    const unavailable = count > 1 && smallest < rules.minimumInstallment ? ('minimum' as const) : null;
    return { count, installment, total, withInterest, unavailable };
  });
}
