import { describe, expect, it } from 'vitest';
import { mixColors, parseColor, rgbToHex } from './color';

const hex = (color: string) => rgbToHex(parseColor(color) ?? { r: NaN, g: NaN, b: NaN });
const mix = (a: string, b: string, amount: number) =>
  rgbToHex(mixColors(parseColor(a) ?? { r: 0, g: 0, b: 0 }, parseColor(b) ?? { r: 0, g: 0, b: 0 }, amount));

describe('parseColor', () => {
  it('reads hex, rgb() and hsl() in either syntax', () => {
    expect(hex('#5A4BD6')).toBe('#5a4bd6');
    expect(hex('#abc')).toBe('#aabbcc');
    expect(hex('#abcd')).toBe('#aabbcc');
    expect(hex('#11223344')).toBe('#112233');
    expect(hex('rgb(255, 128, 0)')).toBe('#ff8000');
    expect(hex('rgba(255 128 0 / 50%)')).toBe('#ff8000');
    expect(hex('rgb(100%, 50%, 0%)')).toBe('#ff8000');
    expect(hex('hsl(200 90% 45%)')).toBe('#0b95da');
    expect(hex('hsla(0.5turn, 100%, 50%, 1)')).toBe('#00ffff');
  });

  it('refuses what is not a colour', () => {
    for (const text of ['azul', '#12', '#ggg', 'rgb(1, 2)', 'hsl(x 1% 2%)', ''])
      expect(parseColor(text), text).toBeNull();
  });
});

describe('mixColors', () => {
  // Expected values are colord 2.14's mix plugin on the same inputs, which this replaces.
  it.each([
    ['#5a4bd6', '#000000', 0.12, '#5042ba'],
    ['#5a4bd6', '#000000', 0.24, '#473a9e'],
    ['#ffffff', '#5a4bd6', 0.12, '#ede8fb'],
    ['#5a4bd6', '#ffffff', 0.5, '#b3a2ec'],
  ])('mixes %s with %s by %s through LAB', (base, other, amount, expected) => {
    expect(mix(base, other, amount)).toBe(expected);
  });

  it('gives either end at 0 and 1', () => {
    expect(mix('#5a4bd6', '#000000', 0)).toBe('#5a4bd6');
    expect(mix('#5a4bd6', '#000000', 1)).toBe('#000000');
  });
});
