import { describe, expect, it } from 'vitest';
import { readPortalConfig } from './config';

describe('readPortalConfig', () => {
  it('runs on the sandbox when no API address is configured', () => {
    expect(readPortalConfig({})).toEqual({
      sandbox: true,
      api: {
        apiBaseUrl: '/api/',
        twoFactorApiBaseUrl: '/2fa-api/',
        ipLookupUrl: '/api/sandbox/ip',
        systemOrigin: 'PAINEL',
      },
      recaptchaSiteKey: null,
    });
    expect(readPortalConfig({ VITE_API_BASE_URL: '  ' }).sandbox).toBe(true);
  });

  it('uses the configured API, with the 2FA base falling back to it', () => {
    expect(
      readPortalConfig({
        VITE_API_BASE_URL: 'https://api.example.com/',
        VITE_SYSTEM_ORIGIN: 'XPTO',
        VITE_RECAPTCHA_SITE_KEY: 'k',
      }),
    ).toEqual({
      sandbox: false,
      api: {
        apiBaseUrl: 'https://api.example.com/',
        twoFactorApiBaseUrl: 'https://api.example.com/',
        ipLookupUrl: '',
        systemOrigin: 'XPTO',
      },
      recaptchaSiteKey: 'k',
    });
  });
});
