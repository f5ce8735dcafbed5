import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { brandColorsFor, deriveBrandColors, defaultBrand, TEXT_CONTRAST, textPairs, UI_CONTRAST } from './brand';
import { defaultBrandColors } from './defaultBrandColors';
import { skinNames, skins } from './skins';

// A spread from near-white to near-black, with the mid-tones where neither white nor black text passes.
const brandColours = [
  '#5a4bd6',
  '#ffffff',
  '#fafafa',
  '#fff59d',
  '#ffeb3b',
  '#f7c600',
  '#00e676',
  '#18ffff',
  '#ff4081',
  '#e53935',
  '#777777',
  '#808080',
  '#7f7fff',
  '#0097a7',
  '#2e7d32',
  '#1565c0',
  '#4a148c',
  '#101010',
  '#000000',
  'rgb(255, 128, 0)',
  'hsl(200 90% 45%)',
  '#abc',
];

describe('deriveBrandColors', () => {
  for (const skin of skinNames) {
    for (const primaryColor of brandColours) {
      it(`keeps every text pair at 4.5:1 in the ${skin} skin for primary ${primaryColor}`, () => {
        const colors = deriveBrandColors({ name: 'Parceiro', primaryColor, secondaryColor: primaryColor }, skins[skin]);
        const pairs = textPairs(colors, skins[skin]);
        expect(pairs.length).toBeGreaterThan(25);
        const failing = pairs
          .map(([label, text, bg]) => ({ label, ratio: contrastRatio(text, bg) }))
          .filter(({ ratio }) => ratio < TEXT_CONTRAST);
        expect(failing).toEqual([]);
        expect(contrastRatio(colors.focus, skins[skin].color.bg.surface)).toBeGreaterThanOrEqual(UI_CONTRAST);
      });
    }
  }

  it('keeps a colour that already passes as it is', () => {
    expect(deriveBrandColors(defaultBrand, skins.light).primary.default).toBe('#5a4bd6');
  });

  it('puts dark text on a light brand colour and white text on a dark one', () => {
    expect(deriveBrandColors({ name: 'A', primaryColor: '#fff59d' }, skins.light).primary.on).toBe('#1d1b26');
    expect(deriveBrandColors({ name: 'B', primaryColor: '#1565c0' }, skins.light).primary.on).toBe('#ffffff');
  });

  it('darkens a light brand colour used as text on light surfaces and lightens a dark one on dark surfaces', () => {
    const yellowOnLight = deriveBrandColors({ name: 'A', primaryColor: '#ffeb3b' }, skins.light).primary.text;
    expect(contrastRatio(yellowOnLight, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    const navyOnDark = deriveBrandColors({ name: 'B', primaryColor: '#0d1b4c' }, skins.dark).primary.text;
    expect(contrastRatio(navyOnDark, skins.dark.color.bg.surface)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('rejects a brand colour that is not a colour', () => {
    expect(() => deriveBrandColors({ name: 'X', primaryColor: 'azul' }, skins.light)).toThrow(
      /brand.primaryColor "azul"/,
    );
  });
});

describe("Painel's own colours, made ahead of time", () => {
  it.each(skinNames)('are what the derivation gives for the %s skin', (skin) => {
    expect(defaultBrandColors[skin]).toEqual(deriveBrandColors(defaultBrand, skins[skin]));
  });

  it('are used for the default brand, under any name or logo, and any other colour is derived', () => {
    const renamed = { ...defaultBrand, name: 'Outro nome', logoUrl: '/logo.svg' };
    expect(brandColorsFor(renamed, 'dark')).toBe(defaultBrandColors.dark);
    expect(brandColorsFor({ name: 'Sem acento', primaryColor: defaultBrand.primaryColor }, 'light')).toBe(
      defaultBrandColors.light,
    );
    const partner = { name: 'Parceiro', primaryColor: '#0b6e4f' };
    expect(brandColorsFor(partner, 'light')).toEqual(deriveBrandColors(partner, skins.light));
    expect(brandColorsFor({ ...defaultBrand, secondaryColor: '#ff7a00' }, 'light').secondary.default).not.toBe(
      defaultBrandColors.light.secondary.default,
    );
  });
});
