import { mixColors, parseColor, rgbToHex, type Rgb } from './color';

const rgbOf = (color: string): Rgb => {
  const rgb = parseColor(color);
  if (!rgb) throw new Error(`[@painel/ui theme] "${color}" is not a colour`);
  // Whole channels, as a CSS colour is drawn.
  return { r: Math.round(rgb.r), g: Math.round(rgb.g), b: Math.round(rgb.b) };
};

/** WCAG 2.x relative luminance, unrounded (a two-place rounding is too coarse at 4.5:1). */
export function relativeLuminance(color: string): number {
  const { r, g, b } = rgbOf(color);
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two opaque colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

export function isValidColor(color: string): boolean {
  return parseColor(color) !== null;
}

export function toHex(color: string): string {
  return rgbToHex(rgbOf(color));
}

/** Mixes `color` into `base`: 0 gives `base`, 1 gives `color`. */
export function tint(base: string, color: string, amount: number): string {
  return rgbToHex(mixColors(rgbOf(base), rgbOf(color), amount));
}

/** Moves a colour toward black (`darker`) or white (`lighter`) by `amount` (0–1). */
export function shade(color: string, direction: 'darker' | 'lighter', amount: number): string {
  return tint(color, direction === 'darker' ? '#000000' : '#ffffff', amount);
}

/**
 * The nearest shade of `color` that reaches `minRatio` against every background, moving away from
 * them (darker on light backgrounds, lighter on dark ones). Returns `color` itself when it already does.
 */
export function ensureContrast(color: string, backgrounds: string[], minRatio: number): string {
  const meets = (candidate: string) => backgrounds.every((bg) => contrastRatio(candidate, bg) >= minRatio);
  if (meets(color)) return toHex(color);
  const darkBackgrounds = backgrounds.every((bg) => relativeLuminance(bg) < 0.18);
  const direction = darkBackgrounds ? 'lighter' : 'darker';
  for (let step = 1; step <= 50; step += 1) {
    const candidate = shade(color, direction, step / 50);
    if (meets(candidate)) return candidate;
  }
  return direction === 'darker' ? '#000000' : '#ffffff';
}
