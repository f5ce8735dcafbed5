import type { ApiConfig, BotCheck } from '@painel/api-client';
import { createLazyApiClient } from '@painel/api-client/lazy';
import { ThemeProvider, Toaster, usePainelTheme, type Brand, type SkinName } from '@painel/ui';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { effectiveSkin, createLayoutSettingsStore } from '../core/layout/layoutSettingsStore';
import { normalizeBasePath } from '../core/links/basePath';
import { defaultPortalOptions, type PortalOptions } from '../core/options';
import { PortalRuntimeContext, SessionContext, type PortalRuntime } from '../core/runtime/PortalRuntime';
import { createSessionStore } from '../core/session/sessionStore';
import { createPortalStorage } from '../core/storage/portalStorage';

/** The API's addresses and platform code; the token and the 401 handling are the portal's. */
export type PortalApiSettings = Pick<ApiConfig, 'apiBaseUrl' | 'twoFactorApiBaseUrl' | 'ipLookupUrl' | 'systemOrigin'> &
  Partial<Pick<ApiConfig, 'timeoutMs' | 'fetch'>>;

export interface PainelPortalProviderProps {
  /** Addresses and platform code of the API. */
  api: PortalApiSettings;
  /** Gives login, register and 2FA their bot-check token (reCAPTCHA in production). */
  botCheck: BotCheck;
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
  children: ReactNode;
}

const realClock = () => new Date();

/**
 * Everything the portal's screens need, set up once: the API client (its token from the stored user; a
 * 401 ends the session), the session store, the appearance store, the options, the base path and the
 * theme. Screens reach each through its own hook.
 */
export function PainelPortalProvider({
  api: apiSettings,
  botCheck,
  brand,
  skin,
  lockSkin = false,
  themeCustomizer = true,
  options,
  clock = realClock,
  basePath: rawBasePath,
  storage: hostStorage,
  storageKeyPrefix = '',
  toaster = true,
  children,
}: PainelPortalProviderProps) {
  const outerTheme = usePainelTheme();
  const [storage] = useState(() => createPortalStorage(hostStorage, storageKeyPrefix));
  const [session] = useState(() => createSessionStore(storage));
  const [layout] = useState(() => createLayoutSettingsStore(storage));

  // A plain state update (not useSyncExternalStore) so a sign-in can store the user and navigate in one
  // transition, and the guard never sees the one without the other.
  const [sessionSnapshot, setSessionSnapshot] = useState(session.read);
  useEffect(() => session.subscribe(setSessionSnapshot), [session]);

  const userSkin = useSyncExternalStore(layout.subscribe, layout.chosenSkin, layout.chosenSkin);
  const shownSkin = effectiveSkin(skin ?? outerTheme.skin, userSkin, lockSkin);

  const { apiBaseUrl, twoFactorApiBaseUrl, ipLookupUrl, systemOrigin, timeoutMs, fetch } = apiSettings;
  const api = useMemo(
    () =>
      createLazyApiClient({
        apiBaseUrl,
        twoFactorApiBaseUrl,
        ipLookupUrl,
        systemOrigin,
        timeoutMs,
        fetch,
        getAccessToken: () => session.read().user?.accessToken ?? null,
        onUnauthorized: () => session.signOut(),
      }),
    [apiBaseUrl, twoFactorApiBaseUrl, ipLookupUrl, systemOrigin, timeoutMs, fetch, session],
  );

  // Options are plain data, so comparing them by content lets a host pass a literal object.
  const optionsKey = JSON.stringify(options ?? {});
  const portalOptions = useMemo<PortalOptions>(
    () => ({ ...defaultPortalOptions, ...(JSON.parse(optionsKey) as Partial<PortalOptions>) }),
    [optionsKey],
  );

  const runtime = useMemo<PortalRuntime>(
    () => ({
      api,
      botCheck,
      options: portalOptions,
      clock,
      basePath: normalizeBasePath(rawBasePath),
      storage,
      session,
      layout,
      skinLocked: lockSkin,
      customizer: themeCustomizer,
    }),
    [api, botCheck, portalOptions, clock, rawBasePath, storage, session, layout, lockSkin, themeCustomizer],
  );

  return (
    <ThemeProvider skin={shownSkin} brand={brand ?? outerTheme.brand}>
      <PortalRuntimeContext.Provider value={runtime}>
        <SessionContext.Provider value={sessionSnapshot}>{children}</SessionContext.Provider>
      </PortalRuntimeContext.Provider>
      {toaster ? <Toaster /> : null}
    </ThemeProvider>
  );
}
