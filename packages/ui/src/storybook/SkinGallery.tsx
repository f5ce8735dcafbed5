import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ThemeProvider, usePainelTheme } from '../theme';
import { skinNames } from '../theme/skins';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1px;
`;

const Cell = styled.section`
  display: grid;
  gap: 0.75rem;
  align-content: start;
  height: 100%;
  padding: 1rem;

  h2 {
    margin: 0;
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

/**
 * Storybook only: the same content in every skin with the toolbar's brand, so one story's axe run
 * checks contrast in all four skins.
 */
export function SkinGallery({ children }: { children: ReactNode }) {
  const { brand } = usePainelTheme();
  return (
    <Grid>
      {skinNames.map((skin) => (
        <ThemeProvider key={skin} skin={skin} brand={brand}>
          <Cell aria-label={`Skin ${skin}`}>
            <h2>{skin}</h2>
            {children}
          </Cell>
        </ThemeProvider>
      ))}
    </Grid>
  );
}

/**
 * A gallery repeats a landmark once per skin on purpose (a page never does); the rules keep the preview's `region`
 * (a story's rules replace the preview's list, they do not add to it).
 */
export const skinGalleryA11y = {
  config: {
    rules: [
      { id: 'region', enabled: true },
      { id: 'landmark-unique', enabled: false },
    ],
  },
};
