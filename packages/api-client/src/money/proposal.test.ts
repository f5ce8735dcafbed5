import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { standardRates } from './pricing';
import { allocateByWeights, priceProposal, proposalProducts, proposalRatesOf, type ProposalMix } from './proposal';

describe('a commercial proposal', () => {
  it('prices R$ 100.000,00 a month, half on credit à vista, at the standard rates', () => {
    const mix: ProposalMix = { debit: 2_000, credit1: 5_000, credit2to6: 1_000, credit7to12: 0, pix: 2_000 };
    const result = priceProposal(10_000_000, mix, proposalRatesOf(standardRates));
    expect(result.lines.map((line) => [line.product, line.volume, line.fees])).toEqual([
      ['debit', 2_000_000, 27_800],
      ['credit1', 5_000_000, 149_500],
      ['credit2to6', 1_000_000, 34_900],
      ['credit7to12', 0, 0],
      ['pix', 2_000_000, 19_800],
    ]);
    expect(result.fees).toBe(232_000);
    expect(result.net).toBe(9_768_000);
    expect(result.effectiveRate).toBe(232);
  });

  it('gives the leftover centavos to the largest remainders', () => {
    expect(allocateByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateByWeights(10, [0, 0])).toEqual([0, 0]);
  });

  const mixes = fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 5, maxLength: 5 });
  test.prop([fc.integer({ min: 0, max: 1_000_000_000_00 }), mixes])(
    'lines sum to the volume and fees + net',
    (volume, weights) => {
      const shares = allocateByWeights(volume, weights);
      if (weights.some((w) => w > 0)) expect(shares.reduce((a, b) => a + b, 0)).toBe(volume);
      const mix = Object.fromEntries(
        proposalProducts.map((product, index) => [product, weights[index] ?? 0]),
      ) as ProposalMix;
      const result = priceProposal(volume, mix, proposalRatesOf(standardRates));
      expect(result.fees + result.net).toBe(volume);
      expect(result.lines.reduce((sum, line) => sum + line.fees, 0)).toBe(result.fees);
    },
  );
});
