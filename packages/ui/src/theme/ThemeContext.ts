import { createContext, useContext, useEffect } from 'react';
import { defaultBrand, type Brand } from './brand';
import type { SkinName } from './skins';

export interface ThemeState {
  skin: SkinName;
  brand: Brand;
}

export const ThemeStateContext = createContext<ThemeState>({ skin: 'light', brand: defaultBrand });

/**
 * Where dialogs, toasts and loaders are portalled: inside the provider's skin root, so they read
 * its custom properties (a portal to document.body would fall outside them).
 */
export const PortalContainerContext = createContext<HTMLElement | null>(null);

export function usePortalContainer(): HTMLElement | null {
  return useContext(PortalContainerContext);
}

/** The active skin and brand (for a logo, or for a screen that needs the brand's name). */
export function usePainelTheme(): ThemeState {
  return useContext(ThemeStateContext);
}

/** 'Perfil' → 'Perfil | Painel': the page title followed by the brand's name. */
export function formatDocumentTitle(pageTitle: string | undefined, brandName: string): string {
  return pageTitle ? `${pageTitle} | ${brandName}` : brandName;
}

/** Sets the browser tab title for as long as the calling screen is shown. */
export function useDocumentTitle(pageTitle?: string): void {
  const { brand } = usePainelTheme();
  useEffect(() => {
    const previous = document.title;
    document.title = formatDocumentTitle(pageTitle, brand.name);
    return () => {
      document.title = previous;
    };
  }, [pageTitle, brand.name]);
}
