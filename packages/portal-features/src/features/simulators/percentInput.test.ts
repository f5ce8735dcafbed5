import { describe, expect, it } from 'vitest';
import { parsePercent, percentText } from './percentInput';

describe('percent fields', () => {
  it('reads a rate typed the Brazilian or the English way, and refuses anything else', () => {
    expect(['2,49', '2.49', '3', '0,5', '11,63 %', '99,99'].map(parsePercent)).toEqual([249, 249, 300, 50, 1163, 9999]);
    expect(['', 'abc', '100', '2,499', '-1', '1,2,3'].map(parsePercent)).toEqual([null, null, null, null, null, null]);
  });

  it('writes basis points back as the field shows them', () => {
    expect([249, 50, 1163, 0].map(percentText)).toEqual(['2,49', '0,50', '11,63', '0,00']);
    expect(parsePercent(percentText(1163))).toBe(1163);
  });
});
