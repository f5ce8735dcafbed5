/**
 * The chart series after the first (which is the brand's primary), per content tone: 3:1 against the surfaces of
 * the skins that use them. They live with the chart, not in the skins, so a page without a chart carries none.
 */
export const chartPalettes = {
  light: ['#0e7c86', '#c2570c', '#b3246b', '#5c7a00', '#1f6fd1'],
  dark: ['#4fd1c5', '#f6a04d', '#f17fb8', '#b5d55a', '#7fb2ff'],
} as const;

/** The custom properties a chart sets on its figure; bars fill with `var(--painel-chart-series-N)`. */
export function chartVariables(dark: boolean): Record<string, string> {
  return Object.fromEntries(
    chartPalettes[dark ? 'dark' : 'light'].map((colour, index) => [`--painel-chart-series-${index + 2}`, colour]),
  );
}

export const seriesVariable = (index: number) => `var(--painel-chart-series-${index + 2})`;
