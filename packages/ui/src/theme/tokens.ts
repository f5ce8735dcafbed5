/**
 * Skin-independent tokens. Each is a typed value here and a CSS custom property on the page
 * (`--painel-space-md`), so partners can read them from CSS too.
 */
export const baseTokens = {
  font: {
    /**
     * Body and UI text: the system's own sans-serif, so nothing is downloaded and every host renders the same
     * face it would without us. A brand may name its own (`brand.fontFamily`, loaded by the host).
     */
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    /** Figures in tables and code-like values (JSON in the audit dialog). */
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: { xs: '0.75rem', sm: '0.8125rem', md: '0.9375rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '500', bold: '600' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  space: { xxs: '0.125rem', xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2.5rem', xxl: '4rem' },
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  zIndex: { nav: '100', dropdown: '200', overlay: '1000', dialog: '1010', toast: '1100', blocking: '1200' },
  motion: { fast: '120ms ease-out', normal: '200ms ease-out' },
  size: { control: '2.5rem', controlSm: '2rem', controlLg: '3rem', avatar: '32px' },
} as const;

/**
 * Breakpoints are plain numbers: media queries cannot read custom properties.
 * The layout switches from horizontal to vertical navigation at 1200 px or less (spec 2.8).
 */
export const breakpoints = { sm: 576, md: 768, lg: 992, layout: 1200 } as const;

export const media = {
  /** Window at most 1200 px wide: vertical navigation. */
  belowLayout: `@media (max-width: ${breakpoints.layout}px)`,
  belowMd: `@media (max-width: ${breakpoints.md}px)`,
  /** A phone held upright: lists become cards, filters fold behind one button. */
  phone: `@media (max-width: ${breakpoints.sm}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
