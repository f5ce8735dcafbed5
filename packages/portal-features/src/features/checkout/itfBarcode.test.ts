import { describe, expect, it } from 'vitest';
import { itfBars, itfWidths } from './itfBarcode';

describe('ITF barcode', () => {
  it('starts with four narrow elements and ends with wide bar, narrow space, narrow bar', () => {
    const widths = itfWidths('12');
    expect(widths.slice(0, 4)).toEqual([1, 1, 1, 1]);
    expect(widths.slice(-3)).toEqual([3, 1, 1]);
    // '1' in the bars (wnnnw), '2' in the spaces (nwnnw), interleaved.
    expect(widths.slice(4, 14)).toEqual([3, 1, 1, 3, 1, 1, 1, 1, 3, 3]);
  });
  it('draws a boleto of 44 digits with 2 wide elements in every 5, so 22 pairs are each 18 units', () => {
    const digits = '34191790010104351004791020150008291070026000';
    const { bars, width } = itfBars(digits);
    expect(width).toBe(4 + 22 * 2 * (3 * 1 + 2 * 3) + 5);
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
  });
  it('refuses an odd count of digits', () => expect(() => itfWidths('123')).toThrow(RangeError));
});
