/**
 * Semantic colour tokens. Each skin fills every token, so components never ask
 * which skin is active: they read `theme.color.*`, which points at CSS custom
 * properties that the active `[data-skin]` defines.
 */
export interface SemanticColors {
  bg: {
    /** Page background behind every surface. */
    canvas: string;
    /** Cards, dialogs and other raised content. */
    surface: string;
  };
  text: {
    /** Body copy and headings. */
    default: string;
    /** Hints, secondary lines. */
    muted: string;
    /** Text placed on the primary colour (buttons). */
    onPrimary: string;
  };
  border: {
    /** Dividers and outlines of neutral controls. */
    default: string;
  };
  primary: {
    /** Main call-to-action fill and links. */
    default: string;
    /** Hover state of primary fills. */
    hover: string;
    /** Pressed state of primary fills. */
    pressed: string;
  };
  /** Keyboard focus ring. */
  focus: string;
}

export const skinNames = ['light', 'dark'] as const;
export type SkinName = (typeof skinNames)[number];

export const skins: Record<SkinName, SemanticColors> = {
  light: {
    bg: { canvas: '#f4f5fa', surface: '#ffffff' },
    text: { default: '#2f2b3d', muted: '#5d596c', onPrimary: '#ffffff' },
    border: { default: '#d1d0d4' },
    primary: { default: '#5a4bd6', hover: '#4b3dc2', pressed: '#3f33a6' },
    focus: '#5a4bd6',
  },
  dark: {
    bg: { canvas: '#25293c', surface: '#2f3349' },
    text: { default: '#e1def5', muted: '#b6bee3', onPrimary: '#1b1638' },
    border: { default: '#44485e' },
    primary: { default: '#a79ff5', hover: '#b9b3f7', pressed: '#cbc6f9' },
    focus: '#a79ff5',
  },
};
