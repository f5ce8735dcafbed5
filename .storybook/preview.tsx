import { skinNames, ThemeProvider, type SkinName } from '@painel/ui';
import { withThemeFromJSXProvider } from '@storybook/addon-themes';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { ReactNode } from 'react';

// The themes addon hands the selected entry of `themes` to this provider.
function SkinProvider({ theme, children }: { theme?: { skin: SkinName }; children?: ReactNode }) {
  return <ThemeProvider skin={theme?.skin ?? 'light'}>{children}</ThemeProvider>;
}

const preview: Preview = {
  tags: ['autodocs'],
  // Per-story API answers: `parameters.msw.handlers`.
  loaders: [mswLoader()],
  decorators: [
    withThemeFromJSXProvider({
      themes: Object.fromEntries(skinNames.map((skin) => [skin, { skin }])),
      defaultTheme: 'light',
      Provider: SkinProvider,
    }),
  ],
  parameters: {
    // Any axe violation fails the story's test; a story may disable one rule only with a comment saying why.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  initialGlobals: { locale: 'pt-BR' },
};

export default preview;
