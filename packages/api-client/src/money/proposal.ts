import { feeOf, ratioInBasisPoints, type BasisPoints, type Cents } from './cents';
import type { RateTable } from './pricing';

/** The products a commercial proposal prices, as the rate table bands them. */
export const proposalProducts = ['debit', 'credit1', 'credit2to6', 'credit7to12', 'pix'] as const;
export type ProposalProduct = (typeof proposalProducts)[number];
export type ProposalRates = Record<ProposalProduct, BasisPoints>;
/** How the expected volume splits between products, in basis points summing to 10.000 (100 %). */
export type ProposalMix = Record<ProposalProduct, BasisPoints>;

/** A proposal starts from a rate table (Visa and Mastercard, the bulk of volume, set the band's rate). */
export const proposalRatesOf = (rates: RateTable): ProposalRates => ({
  debit: rates.mdr.debit.visa,
  credit1: rates.mdr.credit1.visa,
  credit2to6: rates.mdr.credit2to6.visa,
  credit7to12: rates.mdr.credit7to12.visa,
  pix: rates.pix,
});

/**
 * Splits a total by weights in whole centavos: each share floored, the centavos left over given to the
 * largest remainders (ties to the first), so the shares always sum to the total.
 */
export function allocateByWeights(total: Cents, weights: readonly number[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface ProposalLine {
  product: ProposalProduct;
  volume: Cents;
  rate: BasisPoints;
  fees: Cents;
}

export interface ProposalResult {
  lines: ProposalLine[];
  volume: Cents;
  fees: Cents;
  net: Cents;
  effectiveRate: BasisPoints;
}

export const mixTotal = (mix: ProposalMix) => proposalProducts.reduce((sum, product) => sum + mix[product], 0);

/** A month of the expected volume at the given rates: fees per product, the total, the net and the effective rate. */
export function priceProposal(monthlyVolume: Cents, mix: ProposalMix, rates: ProposalRates): ProposalResult {
  const volumes = allocateByWeights(
    monthlyVolume,
    proposalProducts.map((product) => mix[product]),
  );
  const lines = proposalProducts.map((product, index) => {
    const volume = volumes[index] ?? 0;
    return { product, volume, rate: rates[product], fees: feeOf(volume, rates[product]) };
  });
  const fees = lines.reduce((sum, line) => sum + line.fees, 0);
  return {
    lines,
    volume: monthlyVolume,
    fees,
    net: monthlyVolume - fees,
    effectiveRate: ratioInBasisPoints(fees, monthlyVolume),
  };
}
