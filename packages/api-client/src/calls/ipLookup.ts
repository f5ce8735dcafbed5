import type { ApiConfig } from '../http/config';
import { createApiClient } from './client';

/**
 * The user's public IP for register, signing and terms acceptance. Waits at most 40 s; any failure
 * gives '' so the caller goes on (spec 7). The same as `client.lookupIp()`, for code that has no client.
 */
export function lookupIp(config: Pick<ApiConfig, 'ipLookupUrl' | 'fetch'>): Promise<string> {
  return createApiClient({
    apiBaseUrl: config.ipLookupUrl,
    twoFactorApiBaseUrl: config.ipLookupUrl,
    systemOrigin: '',
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
    ...config,
  }).lookupIp();
}
