import { skinNames, type SkinName } from '../theme/skins';

export const pageTransitions = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const;
export const navbarTypes = ['floating', 'sticky', 'static', 'hidden'] as const;
export const footerTypes = ['sticky', 'static', 'hidden'] as const;
export const menuLayouts = ['horizontal', 'vertical'] as const;

export interface LayoutSettings {
  skin: SkinName;
  transition: (typeof pageTransitions)[number];
  navbarType: (typeof navbarTypes)[number];
  footerType: (typeof footerTypes)[number];
  /** Sidebar size sm (icons) instead of lg (spec 2.8). */
  menuCollapsed: boolean;
  /**
   * `horizontal`: a top menu above 1200 px, the sidebar at 1200 px or less (spec 2.8).
   * `vertical`: the sidebar at every width.
   */
  menuLayout: (typeof menuLayouts)[number];
}

export const defaultLayoutSettings: LayoutSettings = {
  skin: 'light',
  transition: 'fadeIn',
  navbarType: 'floating',
  footerType: 'static',
  menuCollapsed: false,
  menuLayout: 'horizontal',
};

export const LAYOUT_SETTINGS_KEY = 'painel:layout-settings';

function oneOf<T extends string>(allowed: readonly T[], value: unknown, fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Reads stored settings; anything missing, unknown or malformed falls back to the default, field by field. */
export function parseLayoutSettings(stored: string | null): LayoutSettings {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) raw = parsed as Record<string, unknown>;
  } catch {
    // A hand-edited or truncated value is ignored.
  }
  const d = defaultLayoutSettings;
  return {
    skin: oneOf(skinNames, raw.skin, d.skin),
    transition: oneOf(pageTransitions, raw.transition, d.transition),
    navbarType: oneOf(navbarTypes, raw.navbarType, d.navbarType),
    footerType: oneOf(footerTypes, raw.footerType, d.footerType),
    menuCollapsed: typeof raw.menuCollapsed === 'boolean' ? raw.menuCollapsed : d.menuCollapsed,
    menuLayout: oneOf(menuLayouts, raw.menuLayout, d.menuLayout),
  };
}
