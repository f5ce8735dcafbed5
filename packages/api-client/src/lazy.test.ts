// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './calls/client';
import { apiClientMethods } from './calls/methodNames';
import { createLazyApiClient, createLazyBotCheck } from './lazy';

const config = {
  apiBaseUrl: 'https://api.example.com/',
  twoFactorApiBaseUrl: 'https://api.example.com/',
  ipLookupUrl: '',
  systemOrigin: 'PAINEL',
  getAccessToken: () => 'tok',
  onUnauthorized: () => undefined,
};

describe('createLazyApiClient', () => {
  it('lists every method of the real client, as a plain object whose promise-likeness is false', () => {
    const real = Object.keys(createApiClient(config)).filter((key) => key !== 'config' && key !== 'withAccessToken');
    expect([...apiClientMethods].sort()).toEqual(real.sort());
    const lazy = createLazyApiClient(config);
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(createApiClient(config)).sort());
    // A Proxy that answered every property looked like a promise: `await client` never settled.
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
  });

  it('calls the real client with the configuration it was given', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ isSigned: 1, idrepresentative: 3 }), { status: 200 })),
    );
    const api = createLazyApiClient({ ...config, fetch });
    expect(api.config.systemOrigin).toBe('PAINEL');
    await expect(api.isSigned()).resolves.toEqual({ isSigned: true, idrepresentative: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.com/company/is-signed');
    expect((init.headers as Headers).get('Authorization')).toBe('Bearer tok');
    await api.withAccessToken('fresh').isSigned();
    expect(((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Headers).get('Authorization')).toBe(
      'Bearer fresh',
    );
  });
});

describe('createLazyBotCheck', () => {
  it('gives the sandbox token without a site key', async () => {
    await expect(createLazyBotCheck(null).getToken('login')).resolves.toBe('sandbox-login');
  });
});
