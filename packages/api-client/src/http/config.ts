/**
 * What the portal tells the client about its environment. Later calls read
 * every address and the bearer token from here, never from globals.
 */
export interface ApiConfig {
  /** Base address of the main API, e.g. `https://api.example.com/`. */
  apiBaseUrl: string;
  /** Base address of the two-factor API (the code check lives on its own host). */
  twoFactorApiBaseUrl: string;
  /** Fixed platform code sent as `systemOrigin`. */
  systemOrigin: string;
  /** Public IP-lookup service. */
  ipLookupUrl: string;
  /** Current bearer token, or null when signed out. */
  getAccessToken: () => string | null;
  /** Called when any call answers 401, so the portal can end the session. */
  onUnauthorized: () => void;
}
