// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/ApiError';
import type { ApiConfig } from './config';
import { request } from './request';

const base: ApiConfig = {
  apiBaseUrl: 'https://api.test/',
  twoFactorApiBaseUrl: 'https://2fa.test/',
  systemOrigin: 'PAINEL',
  ipLookupUrl: 'https://ip.test/',
  getAccessToken: () => null,
  onUnauthorized: () => undefined,
};
const schema = z.object({ id: z.number() });

const withFetch = (fetchImpl: typeof fetch, extra: Partial<ApiConfig> = {}): ApiConfig => ({
  ...base,
  ...extra,
  fetch: fetchImpl,
});

describe('request', () => {
  it('tells onWrite of a write the API accepted, not of a read nor of a refused write', async () => {
    const onWrite = vi.fn();
    const answering = (status: number) =>
      withFetch(() => Promise.resolve(Response.json({ id: 1 }, { status })), { onWrite });
    await request(answering(200), { method: 'GET', path: 'x', schema });
    await request(answering(422), { method: 'POST', path: 'x', schema }).catch(() => undefined);
    expect(onWrite).not.toHaveBeenCalled();
    await request(answering(201), { method: 'POST', path: 'x', schema });
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('returns the checked answer', async () => {
    const config = withFetch(() => Promise.resolve(Response.json({ id: 1, extra: true })));
    await expect(request(config, { method: 'GET', path: 'x', schema })).resolves.toEqual({ id: 1 });
  });

  it('turns a malformed answer into a typed error, not a crash later', async () => {
    const config = withFetch(() => Promise.resolve(Response.json({ id: 'um' })));
    const error = await request(config, { method: 'GET', path: 'x', schema }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', status: 200, body: { id: 'um' }, call: 'GET x' });
  });

  it('keeps a body that is not JSON as text', async () => {
    const config = withFetch(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })));
    await expect(request(config, { method: 'GET', path: 'x', schema })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      body: '<html>Bad Gateway</html>',
    });
  });

  it('turns a network failure into a typed error', async () => {
    const config = withFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(request(config, { method: 'POST', path: 'login', schema })).rejects.toMatchObject({
      kind: 'network',
      call: 'POST login',
    });
  });

  it('gives up after the timeout with a typed error', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const pending = request(withFetch(hanging, { timeoutMs: 5000 }), { method: 'GET', path: 'x', schema });
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout' });
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    vi.useRealTimers();
  });
});
