/** '2,49' or '2.49' → 249 basis points; null when it is not a rate between 0 and 99,99 %. */
export function parsePercent(text: string): number | null {
  const match = /^\s*(\d{1,2})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 249 → '2,49' (what a percent field shows). */
export const percentText = (basisPoints: number) =>
  `${Math.floor(basisPoints / 100)},${String(basisPoints % 100).padStart(2, '0')}`;
