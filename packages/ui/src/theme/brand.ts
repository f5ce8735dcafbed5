import { contrastRatio, ensureContrast, isValidColor, relativeLuminance, shade, tint, toHex } from './contrast';
import { defaultBrandColors } from './defaultBrandColors';
import { skins, type SkinName, type SkinTokens } from './skins';

/** What a white-label partner passes; every other brand colour is derived and contrast-checked. */
export interface Brand {
  /** Shown after the page title in the browser tab ('Perfil | Painel'). */
  name: string;
  /** Logo image address for the navigation and blank pages. */
  logoUrl?: string;
  /** Main colour (any CSS colour notation). */
  primaryColor: string;
  /** Accent colour; a neutral grey when absent. */
  secondaryColor?: string;
  /** CSS font-family list; the partner's app loads the font itself. */
  fontFamily?: string;
}

export interface FillColors {
  /** Fill of solid controls (primary button, active tab marker, checked box). */
  default: string;
  hover: string;
  pressed: string;
  /** Text and icons on the fill. */
  on: string;
  /** Tinted background (selected row, subtle badge). */
  subtle: string;
  /** The colour used as text or icon on surfaces, canvas and `subtle` (links, outlined buttons). */
  text: string;
}

export interface BrandColors {
  primary: FillColors;
  secondary: FillColors;
  /** Keyboard focus ring: 3:1 against content backgrounds. */
  focus: string;
}

export const defaultBrand: Brand = { name: 'Painel', primaryColor: '#5a4bd6', secondaryColor: '#6d6b77' };

/** WCAG 2.2 AA for normal text, and for user-interface components and focus indicators. */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

const LIGHT_ON = '#ffffff';
const DARK_ON = '#1d1b26';

function deriveFill(color: string, contentBackgrounds: string[]): FillColors {
  const base = toHex(color);
  // Two ways to make the fill readable: white text on a darker fill, or dark text on a lighter one.
  // Take the one that changes the partner's colour least.
  const withLightText = ensureContrast(base, [LIGHT_ON], TEXT_CONTRAST);
  const withDarkText = ensureContrast(base, [DARK_ON], TEXT_CONTRAST);
  const distance = (candidate: string) => Math.abs(relativeLuminance(candidate) - relativeLuminance(base));
  const useLightText = distance(withLightText) <= distance(withDarkText);
  const fill = useLightText ? withLightText : withDarkText;
  const on = useLightText ? LIGHT_ON : DARK_ON;
  // Hover and pressed move away from the text colour, so they only gain contrast.
  const away = useLightText ? 'darker' : 'lighter';
  const [surface = '#ffffff'] = contentBackgrounds;
  const darkContent = relativeLuminance(surface) < 0.18;
  const subtle = tint(surface, base, darkContent ? 0.24 : 0.12);
  return {
    default: fill,
    hover: shade(fill, away, 0.12),
    pressed: shade(fill, away, 0.24),
    on,
    subtle,
    text: ensureContrast(base, [...contentBackgrounds, subtle], TEXT_CONTRAST),
  };
}

export function assertValidBrand(brand: Brand): void {
  for (const key of ['primaryColor', 'secondaryColor'] as const) {
    const value = brand[key];
    if (value !== undefined && !isValidColor(value)) {
      throw new Error(`[@painel/ui ThemeProvider] brand.${key} "${value}" is not a CSS colour`);
    }
  }
}

/** The brand's colours for one skin, every text pair at 4.5:1 or more. */
export function deriveBrandColors(brand: Brand, skin: SkinTokens): BrandColors {
  assertValidBrand(brand);
  const { canvas, surface } = skin.color.bg;
  const content = [surface, canvas];
  const primary = deriveFill(brand.primaryColor, content);
  const secondary = deriveFill(brand.secondaryColor ?? defaultBrand.secondaryColor ?? '#6d6b77', content);
  return { primary, secondary, focus: ensureContrast(brand.primaryColor, content, UI_CONTRAST) };
}

/** The brand's colours for one skin: Painel's own from the table made ahead of time, any other derived. */
export function brandColorsFor(brand: Brand, skin: SkinName): BrandColors {
  const ownColours =
    brand.primaryColor === defaultBrand.primaryColor &&
    (brand.secondaryColor ?? defaultBrand.secondaryColor) === defaultBrand.secondaryColor;
  return ownColours ? defaultBrandColors[skin] : deriveBrandColors(brand, skins[skin]);
}

/** The text/background pairs a skin and brand promise; the contrast test walks these. */
export function textPairs(colors: BrandColors, skin: SkinTokens): Array<[label: string, text: string, bg: string]> {
  const { bg, text, danger, success, warning, info } = skin.color;
  const pairs: Array<[string, string, string]> = [];
  for (const [name, fill] of Object.entries(colors) as Array<[string, FillColors | string]>) {
    if (typeof fill === 'string') continue;
    pairs.push([`${name}.on/default`, fill.on, fill.default]);
    pairs.push([`${name}.on/hover`, fill.on, fill.hover]);
    pairs.push([`${name}.on/pressed`, fill.on, fill.pressed]);
    for (const [bgName, bgValue] of Object.entries({ surface: bg.surface, canvas: bg.canvas, subtle: fill.subtle })) {
      pairs.push([`${name}.text/${bgName}`, fill.text, bgValue]);
    }
  }
  for (const [bgName, bgValue] of Object.entries({ surface: bg.surface, canvas: bg.canvas, subtle: bg.subtle })) {
    pairs.push([`text.default/${bgName}`, text.default, bgValue]);
    pairs.push([`text.muted/${bgName}`, text.muted, bgValue]);
  }
  pairs.push(['text.nav/nav', text.nav, bg.nav], ['text.nav/navHover', text.nav, bg.navHover]);
  for (const [name, tone] of Object.entries({ danger, success, warning, info })) {
    pairs.push([`${name}.text/bg`, tone.text, tone.bg], [`${name}.text/surface`, tone.text, bg.surface]);
  }
  return pairs;
}

export { contrastRatio };
