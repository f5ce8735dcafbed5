/** Neutral colours a skin defines; the brand's colours are derived separately (brand.ts). */
export interface NeutralColors {
  bg: {
    /** Page background behind every surface. */
    canvas: string;
    /** Cards, dialogs, inputs and other raised content. */
    surface: string;
    /** Hovered rows and quiet fills inside a surface. */
    subtle: string;
    /** Navigation bar and menu. */
    nav: string;
    /** Hovered item in the navigation. */
    navHover: string;
    /** Backdrop behind dialogs and the blocking loader (translucent). */
    overlay: string;
  };
  text: {
    /** Body copy and headings. */
    default: string;
    /** Hints, secondary lines, placeholders. */
    muted: string;
    /** Text in the navigation. */
    nav: string;
  };
  border: {
    /** Dividers and card outlines. */
    default: string;
    /** Outlines of controls (inputs, checkboxes): 3:1 against surfaces. */
    strong: string;
  };
  danger: { text: string; bg: string };
  success: { text: string; bg: string };
  warning: { text: string; bg: string };
  info: { text: string; bg: string };
}

export interface SkinTokens {
  color: NeutralColors;
  shadow: {
    /** Cards and the navigation. */
    card: string;
    /** Dialogs, menus and toasts. */
    overlay: string;
  };
  outline: {
    /** Border drawn around cards (the bordered skin uses it instead of shadows). */
    card: string;
  };
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

const lightSkin: SkinTokens = {
  color: {
    bg: {
      canvas: '#f4f5fa',
      surface: '#ffffff',
      subtle: '#f1f0f5',
      nav: '#ffffff',
      navHover: '#f1f0f5',
      overlay: 'rgba(38, 36, 51, 0.5)',
    },
    text: { default: '#2f2b3d', muted: '#5d596c', nav: '#2f2b3d' },
    border: { default: '#dbdade', strong: '#85828f' },
    danger: { text: '#c0212b', bg: '#fde8e9' },
    success: { text: '#17743a', bg: '#e2f5e8' },
    warning: { text: '#8a4f00', bg: '#fff1dc' },
    info: { text: '#08637f', bg: '#def3f9' },
  },
  shadow: {
    card: '0 2px 6px rgba(47, 43, 61, 0.12)',
    overlay: '0 8px 28px rgba(47, 43, 61, 0.24)',
  },
  outline: { card: '0 solid transparent' },
};

/** A skin is a typed partial of the semantic tier merged over the light base. */
const skinOverrides = {
  light: {},
  bordered: {
    shadow: { card: 'none', overlay: '0 4px 14px rgba(47, 43, 61, 0.16)' },
    outline: { card: '1px solid #dbdade' },
  },
  dark: {
    color: {
      bg: {
        canvas: '#25293c',
        surface: '#2f3349',
        subtle: '#383c54',
        nav: '#2f3349',
        navHover: '#3d4260',
        overlay: 'rgba(12, 13, 22, 0.6)',
      },
      text: { default: '#e4e2f5', muted: '#b8bedf', nav: '#e4e2f5' },
      border: { default: '#44485e', strong: '#8a90b0' },
      danger: { text: '#ff9096', bg: '#4a2a36' },
      success: { text: '#74dd98', bg: '#213f33' },
      warning: { text: '#ffc56e', bg: '#483b25' },
      info: { text: '#74d5f1', bg: '#1e3e4c' },
    },
    shadow: { card: '0 2px 8px rgba(0, 0, 0, 0.35)', overlay: '0 8px 28px rgba(0, 0, 0, 0.5)' },
  },
  'semi-dark': {
    color: {
      bg: { nav: '#2f3349', navHover: '#3d4260' },
      text: { nav: '#e4e2f5' },
    },
  },
} as const satisfies Record<string, DeepPartial<SkinTokens>>;

export type SkinName = keyof typeof skinOverrides;
export const skinNames = Object.keys(skinOverrides) as SkinName[];

function merge<T extends object>(base: T, override: DeepPartial<T>): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] =
      typeof value === 'object' && value !== null && typeof current === 'object' && current !== null
        ? merge(current, value)
        : value;
  }
  return result as T;
}

export const skins: Record<SkinName, SkinTokens> = Object.fromEntries(
  skinNames.map((name) => [name, merge(lightSkin, skinOverrides[name] as DeepPartial<SkinTokens>)]),
) as Record<SkinName, SkinTokens>;

/** Whether a skin's content area (canvas and surfaces) is dark. */
export function isDarkContent(skin: SkinName): boolean {
  return skin === 'dark';
}
