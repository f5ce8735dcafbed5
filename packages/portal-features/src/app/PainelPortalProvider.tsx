import type { ApiConfig, BotCheck } from '@painel/api-client';
import type { Brand, SkinName } from '@painel/ui';
import type { ReactNode } from 'react';
import type { PortalOptions } from '../core/options';
import { ApiPortalProvider } from './ApiPortalProvider';
import type { PortalMessageOverrides } from './portalMessageOverrides';

/** The API's addresses and platform code; the token and the 401 handling are the portal's. */
export type PortalApiSettings = Pick<ApiConfig, 'apiBaseUrl' | 'twoFactorApiBaseUrl' | 'ipLookupUrl' | 'systemOrigin'> &
  Partial<Pick<ApiConfig, 'timeoutMs' | 'fetch'>>;

/**
 * Where the portal's calls go: the API's addresses, and the bot check that gives login, register and 2FA their
 * token (reCAPTCHA in production). The sandbox, a fake of the whole API in the page, is its own entry point:
 * `PainelSandboxPortal` from '@painel/portal-features/sandbox'.
 */
export type PortalApiProps = { api: PortalApiSettings; botCheck: BotCheck };

export interface PortalProviderSettings {
  /** The partner's brand; the surrounding ThemeProvider's (or Painel's) when absent. */
  brand?: Brand;
  /** The default skin: the surrounding ThemeProvider's (or light) when absent. The user's pick wins… */
  skin?: SkinName;
  /** …unless the host locks it: then the customizer's choice is kept but not shown. */
  lockSkin?: boolean;
  /** False: no appearance customizer ("Personalizar aparência") in the signed-in frame. */
  themeCustomizer?: boolean;
  /** Renders the toasts; false when the host already mounts a <Toaster />. */
  toaster?: boolean;
  /**
   * The host's wording of the portal's texts, group by group (see PortalMessageOverrides); the product name
   * in them is the brand's name already.
   */
  messages?: PortalMessageOverrides;
  /** Readings of the spec where it allows two, and the values a deployment sets; see PortalOptions. */
  options?: Partial<PortalOptions>;
  /** The portal's clock (notices, date rules); the real one by default. Stories and tests pass their own. */
  clock?: () => Date;
  /** Where the host mounts the portal ('/painel'); '' at the root. */
  basePath?: string;
  /**
   * Where the portal keeps what it remembers (the stored user of spec 3, notices, the verification
   * progress, the appearance): localStorage by default.
   */
  storage?: Storage;
  /**
   * Put before every key the portal keeps ('painel:' gives 'painel:userData'), so a host's own entries of
   * the same name are never read, overwritten or deleted. None by default: spec 3's stored user is 'userData'.
   */
  storageKeyPrefix?: string;
}

export type PainelPortalProviderProps = PortalApiProps & PortalProviderSettings & { children: ReactNode };

/**
 * Everything the portal's screens need, set up once: the API client (its token from the stored user; a
 * 401 ends the session), the session store, the appearance store, the options, the base path, the theme
 * and the host's wording. Screens reach each through its own hook.
 */
export function PainelPortalProvider(props: PainelPortalProviderProps) {
  return <ApiPortalProvider {...props} />;
}
