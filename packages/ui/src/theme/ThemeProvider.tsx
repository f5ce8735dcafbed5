import { useMemo, useState, type ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider as StyledThemeProvider, styled } from 'styled-components';
import { defaultBrand, deriveBrandColors, type Brand } from './brand';
import { declarationBlock, toCssVariables } from './cssVariables';
import { isDarkContent, skinNames, skins, type SkinName } from './skins';
import { theme } from './theme';
import { PortalContainerContext, ThemeStateContext } from './ThemeContext';
import { UiMessagesContext, type UiMessages } from '../messages';
import { baseTokens } from './tokens';

// Every skin is emitted once; switching skin only changes the data-skin attribute.
const SkinVariables = createGlobalStyle`
  [data-skin] { ${declarationBlock(toCssVariables(baseTokens))} }
  ${skinNames
    .map(
      (skin) =>
        `[data-skin="${skin}"] { ${declarationBlock(toCssVariables(skins[skin]))} color-scheme: ${isDarkContent(skin) ? 'dark' : 'light'}; }`,
    )
    .join('\n')}
`;

const SkinRoot = styled.div`
  min-height: 100%;
  background: ${({ theme: t }) => t.color.bg.canvas};
  color: ${({ theme: t }) => t.color.text.default};
  font-family: ${({ theme: t }) => t.font.family};
  font-size: ${({ theme: t }) => t.fontSize.md};
  line-height: ${({ theme: t }) => t.lineHeight.normal};
  -webkit-font-smoothing: antialiased;

  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export interface ThemeProviderProps {
  /** Colour scheme of everything inside. */
  skin?: SkinName;
  /** White-label brand; its colours are derived per skin and contrast-checked. */
  brand?: Brand;
  /** Replaces any of the components' own words (pt-BR by default). */
  messages?: Partial<UiMessages>;
  children: ReactNode;
}

const noOverrides: Partial<UiMessages> = {};

export function ThemeProvider({ skin = 'light', brand = defaultBrand, messages, children }: ThemeProviderProps) {
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  // Brand colours depend on the skin's backgrounds, so they are set inline for the active pair.
  const brandVariables = useMemo(
    () =>
      toCssVariables({
        color: deriveBrandColors(brand, skins[skin]),
        ...(brand.fontFamily ? { font: { family: brand.fontFamily } } : {}),
      }),
    [brand, skin],
  );
  const state = useMemo(() => ({ skin, brand }), [skin, brand]);
  return (
    <StyledThemeProvider theme={theme}>
      <ThemeStateContext.Provider value={state}>
        <UiMessagesContext.Provider value={messages ?? noOverrides}>
          <PortalContainerContext.Provider value={portalContainer}>
            <SkinVariables />
            <SkinRoot data-component="ThemeProvider" data-skin={skin} style={brandVariables}>
              {children}
              <div data-painel-portals="" ref={setPortalContainer} />
            </SkinRoot>
          </PortalContainerContext.Provider>
        </UiMessagesContext.Provider>
      </ThemeStateContext.Provider>
    </StyledThemeProvider>
  );
}
