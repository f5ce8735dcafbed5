import type { ApiClient, ApiConfig, BotCheck } from '@painel/api-client';
import { createContext, useContext } from 'react';
import type { Can } from '../access/ability';
import type { SessionStore } from '../session/sessionStore';
import type { StoredUser } from '../session/storedUser';
import type { PortalOptions } from './options';

export interface PortalContextValue {
  api: ApiClient;
  /** The configuration behind `api`, for calls made with another token (the sign-in flow). */
  apiConfig: ApiConfig;
  session: SessionStore;
  /** The stored user, kept in step with the store and the other tabs. */
  user: StoredUser | null;
  can: Can;
  options: PortalOptions;
  botCheck: BotCheck;
  /** A portal path ('/login') as the browser address under the host's base path. */
  href: (path: string) => string;
  basePath: string;
  /** Clears the stored user and the cached queries; the route guard then sends the visitor to /login. */
  endSession: () => void;
  /** Whether the master user has already been sent to /termos (spec 4.3: once). */
  platformTermsRedirect: { done: () => boolean; markDone: () => void };
}

export const PortalContext = createContext<PortalContextValue | null>(null);

export function usePortal(): PortalContextValue {
  const value = useContext(PortalContext);
  if (!value) throw new Error('[@painel/portal-features] wrap the screens in <PainelPortalProvider>');
  return value;
}

/** A portal path as a browser address; unchanged outside a provider (a screen shown on its own). */
export function usePortalHref(): (path: string) => string {
  return useContext(PortalContext)?.href ?? identity;
}
const identity = (path: string) => path;
