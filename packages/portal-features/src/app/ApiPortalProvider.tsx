import type { BotCheck } from '@painel/api-client';
import { createLazyApiClient } from '@painel/api-client/lazy';
import { notifyApiWrite } from '../core/runtime/apiWrites';
import { ThemeProvider, Toaster, usePainelTheme } from '@painel/ui';
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { MessageOverridesContext } from '../core/copy/MessagesContext';
import { effectiveSkin, createLayoutSettingsStore } from '../core/layout/layoutSettingsStore';
import { normalizeBasePath } from '../core/links/basePath';
import { defaultPortalOptions, type PortalOptions } from '../core/options';
import { PortalRuntimeContext, SessionContext, type PortalRuntime } from '../core/runtime/PortalRuntime';
import { createSessionStore } from '../core/session/sessionStore';
import { createPortalStorage } from '../core/storage/portalStorage';
import type { PortalApiSettings, PortalProviderSettings } from './PainelPortalProvider';
import type { PortalMessageOverrides } from './portalMessageOverrides';

const realClock = () => new Date();
const NO_OVERRIDES: PortalMessageOverrides = {};

/** The provider for an API at known addresses (the sandbox's provider passes its own). */
export function ApiPortalProvider({
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
  messages = NO_OVERRIDES,
  children,
}: PortalProviderSettings & { api: PortalApiSettings; botCheck: BotCheck; children: ReactNode }) {
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
        onWrite: notifyApiWrite,
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
        <SessionContext.Provider value={sessionSnapshot}>
          <MessageOverridesContext.Provider value={messages}>{children}</MessageOverridesContext.Provider>
        </SessionContext.Provider>
      </PortalRuntimeContext.Provider>
      {toaster ? <Toaster /> : null}
    </ThemeProvider>
  );
}
