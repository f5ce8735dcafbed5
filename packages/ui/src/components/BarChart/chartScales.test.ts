import { fc, test } from '@fast-check/vitest';
import { scaleBand, scaleLinear } from 'd3-scale';
import { describe, expect } from 'vitest';
import { bandScale, linearScale } from './chartScales';

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('the bar chart scales, against d3-scale', () => {
  test.prop([
    fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 40 }),
    fc.integer({ min: 0, max: 400 }),
    fc.integer({ min: 10, max: 2000 }),
    fc.double({ min: 0, max: 0.9, noNaN: true }),
    fc.double({ min: 0, max: 0.9, noNaN: true }),
  ])('a band scale places each category and its width as d3 does', (domain, r0, width, inner, outer) => {
    const ours = bandScale({ domain, range: [r0, r0 + width], paddingInner: inner, paddingOuter: outer });
    const theirs = scaleBand<string>()
      .domain(domain)
      .range([r0, r0 + width])
      .paddingInner(inner)
      .paddingOuter(outer);
    expect(close(ours.bandwidth(), theirs.bandwidth())).toBe(true);
    for (const key of domain) expect(close(ours(key) ?? NaN, theirs(key) ?? NaN)).toBe(true);
    expect(ours('absent')).toBeUndefined();
  });

  test.prop([
    fc.integer({ min: 1, max: 2_000_000_000 }),
    fc.integer({ min: 0, max: 600 }),
    fc.integer({ min: 0, max: 600 }),
    fc.integer({ min: 2, max: 12 }),
  ])('a nice linear scale has the same domain, positions and ticks', (max, r0, r1, count) => {
    const ours = linearScale({ domain: [0, max], range: [r0, r1], nice: true });
    const theirs = scaleLinear().domain([0, max]).range([r0, r1]).nice();
    expect(ours.domain()).toEqual(theirs.domain());
    expect(ours.ticks(count)).toEqual(theirs.ticks(count));
    for (const value of [0, max / 3, max]) expect(close(ours(value), theirs(value))).toBe(true);
  });
});
