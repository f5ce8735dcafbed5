import { IP_LOOKUP_TIMEOUT_MS, type ApiConfig } from '../http/config';
import { request } from '../http/request';
import { ipLookupResultSchema } from './schemas';

/**
 * The user's public IP for register, signing and terms acceptance. Waits at most 40 s; any failure
 * gives '' so the caller goes on (spec 7).
 */
export async function lookupIp(config: Pick<ApiConfig, 'ipLookupUrl' | 'fetch'>): Promise<string> {
  try {
    const result = await request(
      {
        ...config,
        apiBaseUrl: config.ipLookupUrl,
        twoFactorApiBaseUrl: config.ipLookupUrl,
        systemOrigin: '',
        getAccessToken: () => null,
        onUnauthorized: () => undefined,
      },
      { method: 'GET', path: '', schema: ipLookupResultSchema, timeoutMs: IP_LOOKUP_TIMEOUT_MS },
    );
    return result.ip;
  } catch {
    return '';
  }
}
