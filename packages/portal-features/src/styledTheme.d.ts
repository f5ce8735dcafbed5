// The screens' styled components read the design system's typed `theme` (@painel/ui ships no global
// augmentation, so a partner's own theme type stays theirs).
import type { PainelTheme } from '@painel/ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation needs an interface
  export interface DefaultTheme extends PainelTheme {}
}
