// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lookupIp } from './ipLookup';

describe('lookupIp', () => {
  it('returns the ip', async () => {
    const fetchImpl = vi.fn(() => Promise.resolve(Response.json({ ip: '203.0.113.7' })));
    await expect(lookupIp({ ipLookupUrl: 'https://ip.test/json', fetch: fetchImpl })).resolves.toBe('203.0.113.7');
    expect(fetchImpl).toHaveBeenCalledWith('https://ip.test/json', expect.objectContaining({ method: 'GET' }));
  });

  it('gives an empty value on any failure and never throws', async () => {
    await expect(
      lookupIp({ ipLookupUrl: 'https://ip.test/', fetch: () => Promise.reject(new TypeError('offline')) }),
    ).resolves.toBe('');
    await expect(
      lookupIp({
        ipLookupUrl: 'https://ip.test/',
        fetch: () => Promise.resolve(new Response('oops', { status: 500 })),
      }),
    ).resolves.toBe('');
    await expect(
      lookupIp({ ipLookupUrl: 'https://ip.test/', fetch: () => Promise.resolve(Response.json({ address: 'x' })) }),
    ).resolves.toBe('');
  });

  it('waits 40 seconds at most', async () => {
    vi.useFakeTimers();
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    let settled = false;
    const pending = lookupIp({ ipLookupUrl: 'https://ip.test/', fetch: hanging }).then((ip) => {
      settled = true;
      return ip;
    });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toBe('');
    vi.useRealTimers();
  });
});
