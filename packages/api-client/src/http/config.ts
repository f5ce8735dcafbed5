/**
 * What the portal tells the client about its environment. Every call reads its addresses and the
 * bearer token from here, never from globals.
 */
export interface ApiConfig {
  /** Base address of the main API, e.g. `https://api.example.com/` (or `/` for the sandbox). */
  apiBaseUrl: string;
  /** Base address of the two-factor API (the code check lives on its own base, spec 7). */
  twoFactorApiBaseUrl: string;
  /** Fixed platform code sent as `systemOrigin`. */
  systemOrigin: string;
  /** Public IP-lookup service; answers JSON with an `ip` field. */
  ipLookupUrl: string;
  /** Current bearer token, or null when signed out. */
  getAccessToken: () => string | null;
  /** Called when any call answers 401, so the portal can end the session. */
  onUnauthorized: () => void;
  /** Called after each write (any method but GET) the API accepted, so figures it may move can be read again. */
  onWrite?: () => void;
  /** Milliseconds before a call gives up; 30 s by default. */
  timeoutMs?: number;
  /** For tests and server rendering; the global fetch by default. */
  fetch?: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec 7 and 9: the IP lookup waits at most 40 s, and its failures are ignored. */
export const IP_LOOKUP_TIMEOUT_MS = 40_000;
