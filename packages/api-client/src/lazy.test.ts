// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './calls/client';
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
  it('has every method of the real client, one function each, and is not promise-like', async () => {
    const lazy = createLazyApiClient(config);
    for (const [name, member] of Object.entries(createApiClient(config))) {
      // A back-office group (api.stores, api.access) is a stand-in the real client also loads lazily.
      expect(typeof lazy[name as keyof typeof lazy], name).toBe(typeof member);
    }
    expect(lazy.login).toBe(lazy.login);
    // A Proxy that answered every property looked like a promise: `await client` never settled.
    expect((lazy as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(lazy)).resolves.toBe(lazy);
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

describe('back-office groups', () => {
  it('load their own calls with the first one, through the lazy client and the real one alike', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify({ items: [], areas: [] }), { status: 200 })),
    );
    for (const api of [createLazyApiClient({ ...config, fetch }), createApiClient({ ...config, fetch })]) {
      expect(api.access.roles).toBe(api.access.roles);
      expect((api.access as unknown as { then?: unknown }).then).toBeUndefined();
      await expect(api.access.permissionCatalogue()).resolves.toEqual({ items: [], areas: [] });
    }
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example.com/access/permissions',
      'https://api.example.com/access/permissions',
    ]);
  });
});

describe('createLazyBotCheck', () => {
  it('gives the sandbox token without a site key', async () => {
    await expect(createLazyBotCheck(null).getToken('login')).resolves.toBe('sandbox-login');
  });
});
