import { describe, expect, it, vi } from 'vitest';
import { createDeferredApiClient, createDeferredBotCheck } from './deferredApiClient';

describe('createDeferredApiClient', () => {
  it('calls the real client, with the configuration it was given', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ isSigned: 1, idrepresentative: 3 }), { status: 200 })),
    );
    const api = createDeferredApiClient({
      apiBaseUrl: 'https://api.example.com/',
      twoFactorApiBaseUrl: 'https://api.example.com/',
      ipLookupUrl: '',
      systemOrigin: 'PAINEL',
      getAccessToken: () => 'tok',
      onUnauthorized: () => undefined,
      fetch,
    });
    expect(api.config.systemOrigin).toBe('PAINEL');
    await expect(api.isSigned()).resolves.toEqual({ isSigned: true, idrepresentative: 3 });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.com/company/is-signed',
      expect.objectContaining({ method: 'GET' }),
    );
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Headers;
    expect(headers.get('Authorization')).toBe('Bearer tok');
  });
});

describe('createDeferredBotCheck', () => {
  it('gives the sandbox token without a site key', async () => {
    await expect(createDeferredBotCheck(null).getToken('login')).resolves.toBe('sandbox-login');
  });
});
