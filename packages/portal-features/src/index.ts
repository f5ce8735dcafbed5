// Public API of @painel/portal-features: explicit named exports only. Every screen is loaded lazily by
// the route table. Hosts that place screens themselves import them from '@painel/portal-features/screens';
// the route table and the menu as data are '@painel/portal-features/routes'.

// The portal as a whole, and its frame for hosts that compose their own routes
export { PainelPortal } from './app/PainelPortal';
export type { PainelPortalProps } from './app/PainelPortal';
export { PainelPortalProvider } from './app/PainelPortalProvider';
export type {
  PainelPortalProviderProps,
  PortalApiProps,
  PortalApiSettings,
  PortalProviderSettings,
} from './app/PainelPortalProvider';
export { PortalRoutes } from './app/PortalRoutes';
export type { PortalRoutesProps } from './app/PortalRoutes';
export type { PortalRoute, ScreenName } from './app/routeTable';

// Readings of the spec and deployment values
export { defaultPortalOptions, DEFAULT_TERMS_READING } from './core/options';
export type { PortalOptions, TermsReading } from './core/options';
export { DEFAULT_ROLE_HOME_READING } from './core/policies/roleHome';
export type { RoleHomeReading } from './core/policies/roleHome';
export type { UploadMode } from './core/companyDocuments/requiredDocuments';
export type { RouteAccess } from './core/policies/guard';

// What a host's own screens inside the provider may use
export { useApi, useCan, usePortalLink, usePortalOptions, useSession } from './core/runtime/hooks';
export type { SessionCommands } from './core/runtime/hooks';
export { useCurrentRoute } from './core/routing/CurrentRoute';
export type { RouteDefinition } from './core/routing/route';
export { useSignOut } from './core/session/useSignOut';
export type { StoredUser } from './core/session/storedUser';
export type { SessionSnapshot } from './core/session/sessionStore';
export type { AbilityRule, Can } from './core/access/can';
export { portalMessages } from './core/messages';
export type { PortalMessageOverrides } from './app/portalMessageOverrides';
export type { MessageOverride } from './core/copy/messageOverrides';
export type { PortalMessages } from './core/messages';
