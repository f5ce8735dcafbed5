import type { ApiConfig, BotCheck } from '@painel/api-client';
import { ThemeProvider, Toaster, usePainelTheme, type Brand, type SkinName } from '@painel/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createCan } from '../access/ability';
import { createSessionStore } from '../session/sessionStore';
import type { StoredUser } from '../session/storedUser';
import { normalizeBasePath, toHostPath } from './basePath';
import { createDeferredApiClient } from './deferredApiClient';
import { defaultPortalOptions, type PortalOptions } from './options';
import { PortalContext, type PortalContextValue } from './PortalContext';

export interface PainelPortalProviderProps {
  /** Addresses and platform code of the API; the token and the 401 handling are the portal's. */
  api: Omit<ApiConfig, 'getAccessToken' | 'onUnauthorized'>;
  /** Gives login, register and 2FA their bot-check token (reCAPTCHA in production). */
  botCheck: BotCheck;
  /** The partner's brand; the surrounding ThemeProvider's (or Painel's) when absent. */
  brand?: Brand;
  /** The skin; the surrounding ThemeProvider's (or light) when absent. */
  skin?: SkinName;
  /** Renders the toasts; false when the host already mounts a <Toaster />. */
  toaster?: boolean;
  /** Readings of the spec where it allows two; see PortalOptions. */
  options?: Partial<PortalOptions>;
  /** Where the host mounts the portal ('/painel'); '' at the root. */
  basePath?: string;
  /** Where the stored user lives; localStorage by default. */
  storage?: Storage;
  children: ReactNode;
}

/**
 * Everything the portal's screens need: the API client (its token from the stored user; a 401 ends the
 * session), the session, permissions, the bot check, the host's base path and the theme.
 */
export function PainelPortalProvider({
  api: apiSettings,
  botCheck,
  brand,
  skin,
  options,
  basePath: rawBasePath,
  storage,
  toaster = true,
  children,
}: PainelPortalProviderProps) {
  const outerTheme = usePainelTheme();
  const [session] = useState(() => createSessionStore(storage ?? window.localStorage));
  const [user, setUser] = useState<StoredUser | null>(() => session.read());
  const platformTermsRedirectDone = useRef(false);

  // A plain state update (not useSyncExternalStore) so a sign-in can store the user and navigate
  // in one transition, and the guard never sees the one without the other.
  useEffect(
    () =>
      session.subscribe((next) => {
        if (!next) platformTermsRedirectDone.current = false;
        setUser(next);
      }),
    [session],
  );

  const settingsKey = JSON.stringify(apiSettings);
  const optionsKey = JSON.stringify(options ?? {});
  // Compared by content (functions aside), so a host may pass a literal object.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const portalOptions = useMemo(() => ({ ...defaultPortalOptions, ...options }), [optionsKey]);
  const api = useMemo(
    () =>
      createDeferredApiClient({
        ...(JSON.parse(settingsKey) as PainelPortalProviderProps['api']),
        fetch: apiSettings.fetch,
        getAccessToken: () => session.read()?.accessToken ?? null,
        onUnauthorized: () => session.clear(),
      }),
    // The settings are compared by content, so a host may pass a literal object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settingsKey, session],
  );

  const value = useMemo<PortalContextValue>(() => {
    const basePath = normalizeBasePath(rawBasePath);
    return {
      api,
      apiConfig: api.config,
      session,
      user,
      can: createCan(user?.ability ?? []),
      options: portalOptions,
      botCheck,
      basePath,
      href: (path) => toHostPath(basePath, path),
      endSession: () => session.clear(),
      platformTermsRedirect: {
        done: () => platformTermsRedirectDone.current,
        markDone: () => {
          platformTermsRedirectDone.current = true;
        },
      },
    };
  }, [api, session, user, botCheck, rawBasePath, portalOptions]);

  return (
    <ThemeProvider skin={skin ?? outerTheme.skin} brand={brand ?? outerTheme.brand}>
      <PortalContext.Provider value={value}>{children}</PortalContext.Provider>
      {toaster ? <Toaster /> : null}
    </ThemeProvider>
  );
}
