import { nice, ticks } from 'd3-array';

/**
 * The two scales a bar chart needs, as d3-scale computes them (`chartScales.test.ts` holds them equal over random
 * inputs). d3-scale's linear scale brings colour interpolation, number formats and calendar intervals for the
 * general case (about 8 KiB gzipped on the dashboard); a bar chart maps numbers to pixels and back.
 */
export interface BandScale {
  (key: string): number | undefined;
  bandwidth(): number;
  range(): [number, number];
}

export interface LinearScale {
  (value: number): number;
  ticks(count: number): number[];
  range(): [number, number];
  domain(): [number, number];
}

export function bandScale({
  domain,
  range: [r0, r1],
  paddingInner = 0,
  paddingOuter = 0,
  align = 0.5,
}: {
  domain: readonly string[];
  range: [number, number];
  paddingInner?: number;
  paddingOuter?: number;
  align?: number;
}): BandScale {
  const keys = [...new Set(domain)];
  const count = keys.length;
  const reverse = r1 < r0;
  let start = reverse ? r1 : r0;
  const stop = reverse ? r0 : r1;
  const step = (stop - start) / Math.max(1, count - paddingInner + paddingOuter * 2);
  start += (stop - start - step * (count - paddingInner)) * align;
  const positions = keys.map((_key, index) => start + step * index);
  if (reverse) positions.reverse();
  const at = new Map(keys.map((key, index) => [key, positions[index] as number]));
  const scale = ((key: string) => at.get(key)) as BandScale;
  scale.bandwidth = () => step * (1 - paddingInner);
  scale.range = () => [r0, r1];
  return scale;
}

/** A linear scale; `nice` widens the domain to round ticks, as d3's `linear.nice()` does. */
export function linearScale({
  domain,
  range: [r0, r1],
  nice: niceDomain = false,
}: {
  domain: [number, number];
  range: [number, number];
  nice?: boolean;
}): LinearScale {
  const [d0, d1] = niceDomain ? niceExtent(domain[0], domain[1]) : domain;
  const scale = ((value: number) =>
    d1 === d0 ? (r0 + r1) / 2 : r0 + ((value - d0) / (d1 - d0)) * (r1 - r0)) as LinearScale;
  scale.ticks = (count: number) => ticks(d0, d1, count);
  scale.range = () => [r0, r1];
  scale.domain = () => [d0, d1];
  return scale;
}

/** d3's `linear.nice()` with its default of 10 ticks (the same loop, over d3-array's `nice`). */
function niceExtent(start: number, stop: number): [number, number] {
  const [low, high] = start <= stop ? [start, stop] : [stop, start];
  const [niceLow, niceHigh] = nice(low, high, 10);
  return start <= stop ? [niceLow, niceHigh] : [niceHigh, niceLow];
}
