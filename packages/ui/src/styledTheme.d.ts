// The design system's own styled components read a typed `theme`. Not shipped: a global augmentation in
// our published types would clash with a partner's own theme (TS2430); partners opt in (README).
import type { PainelTheme } from './theme/theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  export interface DefaultTheme extends PainelTheme {}
}
