/** mulberry32: a 32-bit seeded generator, fast enough for a million rows (period 2^32 is plenty for fake data). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes integers into one 32-bit value (for per-day seeds and per-row derived fields such as the last 4 digits). */
export function hash32(...values: number[]): number {
  let h = 0x811c9dc5;
  for (const value of values) {
    h = Math.imul(h ^ (value | 0), 0x01000193);
    h ^= h >>> 13;
    h = Math.imul(h, 0x5bd1e995);
    h ^= h >>> 15;
  }
  return h >>> 0;
}

/** Picks an index by weights (which need not sum to 1). */
export function weightedIndex(random: number, weights: readonly number[], total: number): number {
  let left = random * total;
  for (let index = 0; index < weights.length; index += 1) {
    left -= weights[index] ?? 0;
    if (left < 0) return index;
  }
  return weights.length - 1;
}
