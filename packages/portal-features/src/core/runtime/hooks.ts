import { useContext, useMemo, useSyncExternalStore } from 'react';
import { createCan, type Can } from '../access/can';
import { toHostPath, toPortalPath } from '../links/basePath';
import type { PortalOptions } from '../options';
import type { SessionSnapshot, SessionStore } from '../session/sessionStore';
import { PortalRuntimeContext, SessionContext, type PortalRuntime } from './PortalRuntime';

function useRuntime(): PortalRuntime {
  const runtime = useContext(PortalRuntimeContext);
  if (!runtime) throw new Error('[@painel/portal-features] wrap the screens in <PainelPortalProvider>');
  return runtime;
}

/** The API client: every call of the endpoint table, with the session's token; a 401 ends the session. */
export const useApi = () => useRuntime().api;

/** The bot check login, register and 2FA send their token from. */
export const useBotCheck = () => useRuntime().botCheck;

/** The readings and values the host chose (PortalOptions). */
export const usePortalOptions = (): PortalOptions => useRuntime().options;

/** The portal's clock; stories and tests set their own. */
export const usePortalClock = (): (() => Date) => useRuntime().clock;

/** Everything the portal keeps in the browser goes through this storage. */
export const usePortalStorage = () => useRuntime().storage;

export type SessionCommands = Omit<SessionStore, 'read' | 'subscribe'>;

/** The signed-in user (or null), and the named commands that change them. */
export function useSession(): SessionSnapshot & SessionCommands {
  const snapshot = useContext(SessionContext);
  const { session } = useRuntime();
  return useMemo(() => {
    const { read: _read, subscribe: _subscribe, ...commands } = session;
    return { ...snapshot, ...commands };
  }, [snapshot, session]);
}

/** `can(action, subject)` for the signed-in user (nobody may do anything when signed out). */
export function useCan(): Can {
  const { user } = useContext(SessionContext);
  return useMemo(() => createCan(user?.ability ?? []), [user?.ability]);
}

const identity = (path: string) => path;

/**
 * Portal paths ('/login') as browser addresses under the host's base path ('/painel/login'), and back.
 * Outside a provider (a screen shown on its own) paths are unchanged.
 */
export function usePortalLink() {
  const basePath = useContext(PortalRuntimeContext)?.basePath ?? '';
  return useMemo(
    () => ({
      basePath,
      href: basePath === '' ? identity : (path: string) => toHostPath(basePath, path),
      /** The browser's pathname as a portal path (itself when outside the portal). */
      portalPath: (pathname: string) => toPortalPath(basePath, pathname) ?? pathname,
    }),
    [basePath],
  );
}

/**
 * The appearance choices (spec 2.8), how to change them, and whether the host locked the skin; the
 * skin shown is derived from them.
 */
export function useLayoutSettings() {
  const { layout, skinLocked, customizer } = useRuntime();
  const settings = useSyncExternalStore(layout.subscribe, layout.read, layout.read);
  return [settings, layout.update, { skinLocked, customizer }] as const;
}
