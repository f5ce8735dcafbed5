import {
  clearToasts,
  defaultBrand,
  preloadMaskedField,
  skinNames,
  ThemeProvider,
  Toaster,
  type Brand,
  type SkinName,
} from '@painel/ui';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createContext, useContext, type ReactNode } from 'react';
import { useSkinOverride } from './skinOverride';
import { withStoryLandmark } from './storyLandmark';

/** Brands in the toolbar: the default and the hard cases for derived colours. */
const brands: Record<string, Brand> = {
  painel: defaultBrand,
  sol: { name: 'Sol Pagamentos', primaryColor: '#ffd400', secondaryColor: '#ff7a00' },
  noite: { name: 'Noite Bank', primaryColor: '#0b1f4d', fontFamily: 'Georgia, serif' },
  limao: { name: 'Limão Pay', primaryColor: '#7ed321' },
  cinza: { name: 'Cinza Fintech', primaryColor: '#777777' },
};

const BrandContext = createContext<Brand>(defaultBrand);

// The themes addon hands the selected entry of `themes` to this provider.
function SkinProvider({ theme, children }: { theme?: { skin: SkinName }; children?: ReactNode }) {
  const brand = useContext(BrandContext);
  // A story test's skin sweep switches the rendered story's skin after its play (skinSweep.ts).
  const sweptSkin = useSkinOverride();
  return (
    <ThemeProvider skin={sweptSkin ?? theme?.skin ?? 'light'} brand={brand}>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}

const withBrand: Decorator = (Story, context) => (
  <BrandContext.Provider value={brands[String(context.globals.brand)] ?? defaultBrand}>
    <Story />
  </BrandContext.Provider>
);

const preview: Preview = {
  tags: ['autodocs'],
  // The input mask loads with the first masked field in the app (the e2e journeys go that way); stories play on
  // fields as they render, so it is there before any story.
  beforeAll: async () => {
    await preloadMaskedField();
  },
  // Toasts live in a store outside React: one a story left on screen would show in the next story (the story tests
  // run file after file in one page, vitest.config.ts).
  beforeEach: () => {
    // axe counts a skip link as one only when no other link comes before it in the document. Storybook's own hidden
    // pages (loading, "no preview") come first in its body, with links to its docs: they go after the story, where
    // they still show when Storybook needs them. (In beforeEach: the test runner adds them after beforeAll.)
    for (const wrapper of document.querySelectorAll('body > .sb-wrapper')) document.body.append(wrapper);
    clearToasts();
  },
  // Per-story API answers: `parameters.msw.handlers`.
  loaders: [mswLoader()],
  decorators: [
    // Innermost: inside the skin provider, around the story only (the provider's Toaster is its own region).
    withStoryLandmark,
    withThemeFromJSXProvider({
      themes: Object.fromEntries(skinNames.map((skin) => [skin, { skin }])),
      defaultTheme: 'light',
      Provider: SkinProvider,
    }),
    // Listed last, so it wraps the skin provider and can hand it the brand.
    withBrand,
  ],
  globalTypes: {
    brand: {
      description: 'Marca white-label',
      toolbar: {
        title: 'Marca',
        icon: 'star',
        items: Object.entries(brands).map(([value, brand]) => ({ value, title: brand.name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'painel' },
  parameters: {
    // Sizes around the 1200 px layout breakpoint; the story tests resize the browser to them too.
    viewport: {
      options: {
        phone: { name: 'Celular 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        layoutEdge: { name: 'Limite 1200', styles: { width: '1200px', height: '900px' }, type: 'desktop' },
        aboveLayoutEdge: {
          name: 'Acima do limite 1201',
          styles: { width: '1201px', height: '900px' },
          type: 'desktop',
        },
        laptop: { name: 'Notebook 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktop: { name: 'Desktop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test; a story may disable one rule only with a comment saying why. The
    // best-practice rules run too, `region` included (the addon turns it off for component tests; storyLandmark.tsx
    // gives a component story the page's `main` it would sit in).
    a11y: { test: 'error', config: { rules: [{ id: 'region', enabled: true }] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
