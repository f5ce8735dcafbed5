import { describe, expect, it } from 'vitest';
import { deploymentError, deploymentProblems, readPortalConfig } from './config';

describe('readPortalConfig', () => {
  it('runs on the sandbox when no API address is configured', () => {
    expect(readPortalConfig({})).toEqual({
      sandbox: true,
      sandboxTools: true,
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
      sandboxTools: false,
      api: {
        apiBaseUrl: 'https://api.example.com/',
        twoFactorApiBaseUrl: 'https://api.example.com/',
        ipLookupUrl: '',
        systemOrigin: 'XPTO',
      },
      recaptchaSiteKey: 'k',
    });
  });

  it("routes the sandbox's own pages over a shared HTTP sandbox (pnpm start), and only when asked", () => {
    const shared = { VITE_API_BASE_URL: '/api/', VITE_BOT_CHECK: 'off', VITE_SANDBOX_TOOLS: 'on' };
    expect(readPortalConfig(shared)).toMatchObject({ sandbox: false, sandboxTools: true });
    expect(readPortalConfig({ ...shared, VITE_SANDBOX_TOOLS: 'yes' }).sandboxTools).toBe(false);
  });
});

describe('deploymentProblems', () => {
  const api = { VITE_API_BASE_URL: 'https://api.example.com/' };

  it('asks nothing of the sandbox mode', () => {
    expect(deploymentProblems({})).toEqual([]);
  });

  it('names each missing setting of an API-configured build', () => {
    const problems = deploymentProblems(api);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^VITE_RECAPTCHA_SITE_KEY is not set/);
    expect(problems[1]).toMatch(/^VITE_IP_LOOKUP_URL is not set/);
    expect(deploymentProblems({ ...api, VITE_RECAPTCHA_SITE_KEY: 'key' })).toEqual([problems[1]]);
    expect(deploymentProblems({ ...api, VITE_IP_LOOKUP_URL: 'https://ip.example.com/' })).toEqual([problems[0]]);
    expect(deploymentError(problems)).toContain('VITE_BOT_CHECK=off');
  });

  it('is satisfied by both settings, or by switching the check off explicitly', () => {
    expect(
      deploymentProblems({ ...api, VITE_RECAPTCHA_SITE_KEY: 'key', VITE_IP_LOOKUP_URL: 'https://ip.example.com/' }),
    ).toEqual([]);
    expect(deploymentProblems({ ...api, VITE_BOT_CHECK: 'off' })).toEqual([]);
    expect(deploymentProblems({ ...api, VITE_BOT_CHECK: 'no' })).toHaveLength(2);
  });
});
