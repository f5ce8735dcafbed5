import type { BrandColors } from './brand';
import { defaultBrandColors } from './defaultBrandColors';
import { toVariableReferences } from './cssVariables';
import { skins, type NeutralColors, type SkinTokens } from './skins';
import { baseTokens, breakpoints, media } from './tokens';

/** Everything the page defines as custom properties for one skin and brand. */
export interface ThemeVariables extends Omit<SkinTokens, 'color'>, Omit<typeof baseTokens, never> {
  color: NeutralColors & BrandColors;
}

const shape: ThemeVariables = {
  ...baseTokens,
  ...skins.light,
  color: { ...skins.light.color, ...defaultBrandColors.light },
};

/**
 * The styled-components theme: `var(--painel-…)` references plus the numeric breakpoints.
 * It never changes, so switching skin or brand re-renders no styled component.
 */
export const theme = {
  ...toVariableReferences(shape),
  breakpoints,
  media,
} as const;

export type PainelTheme = typeof theme;
