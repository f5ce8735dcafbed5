// The few colour operations the brand derivation needs (parse, hex, mix), in place of a colour library on
// every first page load. Mixing goes through CIE LAB (D50, Bradford), as colord's mix plugin does, so the
// derived shades keep their hue.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const clamp = (value: number, min = 0, max = 1) => Math.min(max, Math.max(min, value));
const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTION = /^(rgba?|hsla?)\(\s*([^)]*)\)$/i;

function parseHex(digits: string): Rgb {
  const full = digits.length <= 4 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
}

/** '50%' of 255, or a plain number; NaN when it is neither. */
function channel(text: string, scale: number): number {
  return text.endsWith('%') ? (Number(text.slice(0, -1)) / 100) * scale : Number(text);
}

const ANGLE: Record<string, number> = { deg: 1, grad: 360 / 400, rad: 180 / Math.PI, turn: 360 };

function hue(text: string): number {
  const match = /^(-?[\d.]+)([a-z]*)$/i.exec(text);
  if (!match) return NaN;
  const [, value = '', unit = ''] = match;
  return Number(value) * (unit === '' ? 1 : (ANGLE[unit.toLowerCase()] ?? NaN));
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return { r: f(0), g: f(8), b: f(4) };
}

/** Hex, rgb()/rgba() and hsl()/hsla() in either syntax; null for anything else. */
export function parseColor(input: string): Rgb | null {
  const text = input.trim();
  const hex = HEX.exec(text);
  if (hex?.[1]) return parseHex(hex[1]);
  const call = FUNCTION.exec(text);
  if (!call?.[1] || call[2] === undefined) return null;
  const parts = call[2].split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3 || parts.length > 4) return null;
  const [first = '', second = '', third = ''] = parts;
  const rgb = call[1].toLowerCase().startsWith('rgb')
    ? { r: channel(first, 255), g: channel(second, 255), b: channel(third, 255) }
    : hslToRgb(((hue(first) % 360) + 360) % 360, clamp(channel(second, 1)), clamp(channel(third, 1)));
  if (![rgb.r, rgb.g, rgb.b].every(Number.isFinite)) return null;
  return { r: clamp(rgb.r, 0, 255), g: clamp(rgb.g, 0, 255), b: clamp(rgb.b, 0, 255) };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (value: number) => {
  const c = value / 255;
  return c < 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const gamma = (value: number) => 255 * (value > 0.0031308 ? 1.055 * value ** (1 / 2.4) - 0.055 : 12.92 * value);

// D50 white, and the CIE constants.
const WHITE = [96.422, 100, 82.521] as const;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

function toLab({ r, g, b }: Rgb): [number, number, number] {
  const [lr, lg, lb] = [linear(r), linear(g), linear(b)];
  const x65 = 100 * (0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb);
  const y65 = 100 * (0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb);
  const z65 = 100 * (0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb);
  // Bradford adaptation from D65 to D50.
  const xyz = [
    clamp(1.0478112 * x65 + 0.0228866 * y65 - 0.050127 * z65, 0, WHITE[0]),
    clamp(0.0295424 * x65 + 0.9904844 * y65 - 0.0170491 * z65, 0, WHITE[1]),
    clamp(-0.0092345 * x65 + 0.0150436 * y65 + 0.7521316 * z65, 0, WHITE[2]),
  ];
  const [fx, fy, fz] = xyz.map((value, index) => {
    const ratio = value / (WHITE[index] ?? 1);
    return ratio > EPSILON ? Math.cbrt(ratio) : (KAPPA * ratio + 16) / 116;
  }) as [number, number, number];
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

function fromLab([l, a, b]: [number, number, number]): Rgb {
  const fy = (l + 16) / 116;
  const fx = a / 500 + fy;
  const fz = fy - b / 200;
  const x = (fx ** 3 > EPSILON ? fx ** 3 : (116 * fx - 16) / KAPPA) * WHITE[0];
  const y = (l > 8 ? fy ** 3 : l / KAPPA) * WHITE[1];
  const z = (fz ** 3 > EPSILON ? fz ** 3 : (116 * fz - 16) / KAPPA) * WHITE[2];
  // Back from D50 to D65, then to sRGB.
  const x65 = 0.9555766 * x - 0.0230393 * y + 0.0631636 * z;
  const y65 = -0.0282895 * x + 1.0099416 * y + 0.0210077 * z;
  const z65 = 0.0122982 * x - 0.020483 * y + 1.3299098 * z;
  return {
    r: clamp(gamma(0.032404542 * x65 - 0.015371385 * y65 - 0.004985314 * z65), 0, 255),
    g: clamp(gamma(-0.00969266 * x65 + 0.018760108 * y65 + 0.00041556 * z65), 0, 255),
    b: clamp(gamma(0.000556434 * x65 - 0.002040259 * y65 + 0.010572252 * z65), 0, 255),
  };
}

/** `amount` of `other` mixed into `base` through LAB: 0 gives `base`, 1 gives `other`. */
export function mixColors(base: Rgb, other: Rgb, amount: number): Rgb {
  if (amount <= 0) return base;
  if (amount >= 1) return other;
  const [from, to] = [toLab(base), toLab(other)];
  const at = (index: 0 | 1 | 2) => from[index] + (to[index] - from[index]) * amount;
  return fromLab([clamp(at(0), 0, 100), at(1), at(2)]);
}
