import type { ApiConfig } from '@painel/api-client';

/** What the deployment sets (Vite env variables); with no API address the portal runs on the sandbox. */
export interface PortalEnv {
  VITE_API_BASE_URL?: string;
  VITE_2FA_API_BASE_URL?: string;
  VITE_IP_LOOKUP_URL?: string;
  VITE_SYSTEM_ORIGIN?: string;
  VITE_RECAPTCHA_SITE_KEY?: string;
  /**
   * 'off' builds for a real API without reCAPTCHA and without the IP lookup (tokens 'sandbox-<action>', empty
   * IPs). For tests and private deployments only; a public deployment sets the key and the lookup address.
   */
  VITE_BOT_CHECK?: string;
  /**
   * 'on' routes the sandbox's own pages (the inbox of what it "sent", the checkout's simulated payment) in a
   * build for an API address: `pnpm start`, where the API is the shared HTTP sandbox on the same origin.
   */
  VITE_SANDBOX_TOOLS?: string;
  /** The partner's icon for the browser tab (an address); the portal's own mark when empty. */
  VITE_FAVICON_URL?: string;
}

export interface PortalConfig {
  /** The API is answered in the browser (no API address). */
  sandbox: boolean;
  /** The sandbox's own pages are routed: in the browser's sandbox, or over a shared HTTP sandbox. */
  sandboxTools: boolean;
  api: Pick<ApiConfig, 'apiBaseUrl' | 'twoFactorApiBaseUrl' | 'ipLookupUrl' | 'systemOrigin'>;
  recaptchaSiteKey: string | null;
}

const SANDBOX_API = { apiBaseUrl: '/api/', twoFactorApiBaseUrl: '/2fa-api/', ipLookupUrl: '/api/sandbox/ip' };

export function readPortalConfig(env: PortalEnv): PortalConfig {
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim();
  const systemOrigin = env.VITE_SYSTEM_ORIGIN?.trim() || 'PAINEL';
  if (!apiBaseUrl) {
    return { sandbox: true, sandboxTools: true, api: { ...SANDBOX_API, systemOrigin }, recaptchaSiteKey: null };
  }
  return {
    sandbox: false,
    sandboxTools: env.VITE_SANDBOX_TOOLS?.trim() === 'on',
    api: {
      apiBaseUrl,
      twoFactorApiBaseUrl: env.VITE_2FA_API_BASE_URL?.trim() || apiBaseUrl,
      ipLookupUrl: env.VITE_IP_LOOKUP_URL?.trim() || '',
      systemOrigin,
    },
    recaptchaSiteKey: env.VITE_RECAPTCHA_SITE_KEY?.trim() || null,
  };
}

/**
 * What an API-configured build is missing: without the site key the portal would send fake bot-check tokens
 * to the real API, without the lookup address empty IPs. Empty in sandbox mode and when VITE_BOT_CHECK=off.
 */
export function deploymentProblems(env: PortalEnv): string[] {
  const config = readPortalConfig(env);
  if (config.sandbox || env.VITE_BOT_CHECK?.trim() === 'off') return [];
  const problems: string[] = [];
  if (!config.recaptchaSiteKey) {
    problems.push(
      'VITE_RECAPTCHA_SITE_KEY is not set: sign-in, registration and 2FA would send fake bot-check tokens.',
    );
  }
  if (!config.api.ipLookupUrl) {
    problems.push('VITE_IP_LOOKUP_URL is not set: sign-in, registration and the terms would send empty IP addresses.');
  }
  return problems;
}

/** The build's error message for `deploymentProblems`. */
export function deploymentError(problems: readonly string[]): string {
  return [
    `The portal is built for the API at VITE_API_BASE_URL, but:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Set them, or build with VITE_BOT_CHECK=off (tests and private deployments only).',
  ].join('\n');
}
