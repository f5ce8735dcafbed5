/**
 * Money in integer centavos. Every fee line is rounded once, half-up, in centavos; rates are integer basis
 * points (1 bp = 0,01 %), so no float ever touches an amount (R$ 50,00 at 2,49 % is 124,5 → 125 centavos,
 * where `Math.round(5000 * 0.0249)` gives 124).
 */
export type Cents = number;
/** A rate in basis points: 249 = 2,49 %. */
export type BasisPoints = number;

const BPS_DENOMINATOR = 10_000;

/** Half-up division of two non-negative integers; a negative dividend rounds half away from zero. */
export function divideHalfUp(dividend: number, divisor: number): number {
  if (!Number.isSafeInteger(dividend) || !Number.isSafeInteger(divisor) || divisor <= 0) {
    throw new RangeError(`divideHalfUp needs safe integers and a positive divisor, got ${dividend}/${divisor}`);
  }
  const sign = dividend < 0 ? -1 : 1;
  const magnitude = Math.abs(dividend);
  const whole = Math.floor(magnitude / divisor);
  const rest = magnitude - whole * divisor;
  return sign * (rest * 2 >= divisor ? whole + 1 : whole);
}

/** The fee of an amount at a rate, in centavos, half-up. */
export function feeOf(amount: Cents, rate: BasisPoints): Cents {
  return divideHalfUp(amount * rate, BPS_DENOMINATOR);
}

/**
 * An amount split into n installments: equal parts in centavos, the remainder on the first
 * (R$ 100,00 in 3× → 33,34 + 33,33 + 33,33).
 */
export function splitInstallments(total: Cents, count: number): Cents[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`total must be whole centavos ≥ 0: ${total}`);
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be ≥ 1: ${count}`);
  const part = Math.floor(total / count);
  const parts = Array.from({ length: count }, () => part);
  parts[0] = total - part * (count - 1);
  return parts;
}

/** Sums centavos, refusing anything that is not a safe integer (a float slipped in is a bug, not a rounding). */
export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not whole centavos: ${value}`);
    total += value;
  }
  return total;
}

/** The share of a whole as basis points, half-up (approval rate, effective rate): 0 when the whole is 0. */
export function ratioInBasisPoints(part: number, whole: number): BasisPoints {
  return whole === 0 ? 0 : divideHalfUp(part * BPS_DENOMINATOR, whole);
}
