import type { ApiConfig } from '@painel/api-client';

/** What the deployment sets (Vite env variables); with no API address the portal runs on the sandbox. */
export interface PortalEnv {
  VITE_API_BASE_URL?: string;
  VITE_2FA_API_BASE_URL?: string;
  VITE_IP_LOOKUP_URL?: string;
  VITE_SYSTEM_ORIGIN?: string;
  VITE_RECAPTCHA_SITE_KEY?: string;
}

export interface PortalConfig {
  sandbox: boolean;
  api: Pick<ApiConfig, 'apiBaseUrl' | 'twoFactorApiBaseUrl' | 'ipLookupUrl' | 'systemOrigin'>;
  recaptchaSiteKey: string | null;
}

const SANDBOX_API = { apiBaseUrl: '/api/', twoFactorApiBaseUrl: '/2fa-api/', ipLookupUrl: '/api/sandbox/ip' };

export function readPortalConfig(env: PortalEnv): PortalConfig {
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim();
  const systemOrigin = env.VITE_SYSTEM_ORIGIN?.trim() || 'PAINEL';
  if (!apiBaseUrl) {
    return { sandbox: true, api: { ...SANDBOX_API, systemOrigin }, recaptchaSiteKey: null };
  }
  return {
    sandbox: false,
    api: {
      apiBaseUrl,
      twoFactorApiBaseUrl: env.VITE_2FA_API_BASE_URL?.trim() || apiBaseUrl,
      ipLookupUrl: env.VITE_IP_LOOKUP_URL?.trim() || '',
      systemOrigin,
    },
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY?.trim() || null,
  };
}
