import type { ApiClient, BotCheck } from '@painel/api-client';
import { createContext } from 'react';
import type { LayoutSettingsStore } from '../layout/layoutSettingsStore';
import type { PortalOptions } from '../options';
import type { SessionSnapshot, SessionStore } from '../session/sessionStore';
import type { PortalStorage } from '../storage/portalStorage';

/**
 * What the provider sets up once and every screen may use, each through its own hook (useApi,
 * useSession, useCan, usePortalLink, usePortalOptions, …); no screen reads this object whole.
 */
export interface PortalRuntime {
  api: ApiClient;
  botCheck: BotCheck;
  options: PortalOptions;
  /** The portal's clock, for the notices and the date rules; stories and tests set their own. */
  clock: () => Date;
  /** '' or '/painel': where the host mounts the portal. */
  basePath: string;
  storage: PortalStorage;
  session: SessionStore;
  layout: LayoutSettingsStore;
  /** The host fixed the skin, so the customizer does not offer it. */
  skinLocked: boolean;
  /** The host offers no appearance choices: no customizer at all. */
  customizer: boolean;
}

export const PortalRuntimeContext = createContext<PortalRuntime | null>(null);

/** The session as React state, so a sign-in can store the user and navigate in one transition. */
export const SessionContext = createContext<SessionSnapshot>({
  user: null,
  sentToPlatformTerms: false,
  endReason: null,
});
