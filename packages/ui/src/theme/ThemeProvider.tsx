import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider, styled } from 'styled-components';
import { toCssVariables } from './cssVariables';
import { skins, type SkinName } from './skins';
import { theme } from './theme';

function declarations(skin: SkinName): string {
  return Object.entries(toCssVariables(skins[skin]))
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
}

// Every skin is emitted once; switching skin only changes the data-skin attribute.
const SkinVariables = createGlobalStyle`
  ${Object.keys(skins)
    .map((skin) => `[data-skin="${skin}"] { ${declarations(skin as SkinName)} }`)
    .join('\n')}
`;

const SkinRoot = styled.div`
  min-height: 100%;
  background: ${({ theme: t }) => t.color.bg.canvas};
  color: ${({ theme: t }) => t.color.text.default};
  font-family: ${({ theme: t }) => t.font.family};
  font-size: ${({ theme: t }) => t.font.size.md};
  line-height: 1.5;
`;

export interface ThemeProviderProps {
  /** Colour scheme of everything inside. */
  skin?: SkinName;
  children: ReactNode;
}

export function ThemeProvider({ skin = 'light', children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      <SkinVariables />
      <SkinRoot data-component="ThemeProvider" data-skin={skin}>
        {children}
      </SkinRoot>
    </StyledThemeProvider>
  );
}
