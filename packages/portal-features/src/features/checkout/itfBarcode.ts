/**
 * The boleto's barcode: Interleaved 2 of 5 (ITF) over its 44 digits, as FEBRABAN prints it. Each pair of
 * digits is five bars (the first digit) interleaved with five spaces (the second); wide is three narrow.
 */
const PATTERNS = ['nnwwn', 'wnnnw', 'nwnnw', 'wwnnn', 'nnwnw', 'wnwnn', 'nwwnn', 'nnnww', 'wnnwn', 'nwnwn'];
const WIDE = 3;

/** The widths of the bars and spaces, alternating from a bar, in narrow units. */
export function itfWidths(digits: string): number[] {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) throw new RangeError('ITF needs an even count of digits');
  const widths = [1, 1, 1, 1];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])] ?? '';
    const spaces = PATTERNS[Number(digits[i + 1])] ?? '';
    for (let k = 0; k < 5; k += 1) widths.push(bars[k] === 'w' ? WIDE : 1, spaces[k] === 'w' ? WIDE : 1);
  }
  widths.push(WIDE, 1, 1);
  return widths;
}

/** The bars as rectangles (x and width in narrow units) and the symbol's total width. */
export function itfBars(digits: string) {
  const bars: Array<{ x: number; width: number }> = [];
  let x = 0;
  itfWidths(digits).forEach((width, index) => {
    if (index % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { bars, width: x };
}
