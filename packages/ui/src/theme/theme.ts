import { toVariableReferences } from './cssVariables';
import { skins } from './skins';

export const theme = {
  color: toVariableReferences(skins.light),
  font: {
    family: "'Public Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.5rem' },
    weight: { regular: 400, medium: 500, bold: 600 },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem' },
  radius: { sm: '4px', md: '6px', lg: '10px' },
  motion: { fast: '120ms ease-out' },
} as const;

export type PainelTheme = typeof theme;

// Typed `theme` in every styled component of the packages and of partners' apps.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  export interface DefaultTheme extends PainelTheme {}
}
