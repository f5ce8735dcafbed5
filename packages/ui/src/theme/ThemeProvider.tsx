import { useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider, styled } from 'styled-components';
import { brandColorsFor, defaultBrand, type Brand } from './brand';
import { toCssVariables } from './cssVariables';
import { isDarkContent, skins, type SkinName } from './skins';
import { theme } from './theme';
import { PortalContainerContext, ThemeStateContext } from './ThemeContext';
import { UiMessagesContext, type UiMessages } from '../messages';
import { baseTokens } from './tokens';

// A skin is custom properties on the provider's element, set by React: no style sheet to parse on the first
// page (one rule per skin through the CSS parser cost a throttled phone ~60 ms), and a skin switch changes
// properties of the same element, never the React tree below it.
const baseVariables = toCssVariables(baseTokens);
const skinVariables = new Map<SkinName, Record<string, string>>();
function variablesOf(skin: SkinName): Record<string, string> {
  let variables = skinVariables.get(skin);
  if (!variables) {
    variables = {
      ...baseVariables,
      ...toCssVariables(skins[skin]),
      colorScheme: isDarkContent(skin) ? 'dark' : 'light',
    };
    skinVariables.set(skin, variables);
  }
  return variables;
}

// A host page's own element rules (h1 in upper case, p margins, a serif button, a fixed header) stop at this root,
// whenever the host's CSS loads: every element inside goes back to the browser's defaults, the look our components
// are built on. Specificity is three elements' worth (the :not()s): above host rules such as 'body main p', below
// any class, so our components' own classes still win. Left alone: elements with a 'hidden' attribute (Chromium
// applies it as a presentational hint, which 'revert' would drop) and media and drawings, whose size and paint
// attributes are such hints too. Nothing here reaches outside the root.
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

  :where(&) :not(svg, svg *, math, math *, img, video, canvas, iframe):not(svg):not(math):where(:not([hidden])) {
    all: revert;
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
  // Brand colours depend on the skin's backgrounds, so they are derived for the active pair.
  const variables = useMemo(
    () => ({
      ...variablesOf(skin),
      ...toCssVariables({
        color: brandColorsFor(brand, skin),
        ...(brand.fontFamily ? { font: { family: brand.fontFamily } } : {}),
      }),
    }),
    [brand, skin],
  );
  const state = useMemo(() => ({ skin, brand }), [skin, brand]);
  return (
    <StyledThemeProvider theme={theme}>
      <ThemeStateContext.Provider value={state}>
        <UiMessagesContext.Provider value={messages ?? noOverrides}>
          <PortalContainerContext.Provider value={portalContainer}>
            <SkinRoot data-component="ThemeProvider" data-skin={skin} style={variables}>
              {children}
              <div data-painel-portals="" ref={setPortalContainer} />
            </SkinRoot>
          </PortalContainerContext.Provider>
        </UiMessagesContext.Provider>
      </ThemeStateContext.Provider>
    </StyledThemeProvider>
  );
}
