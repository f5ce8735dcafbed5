import type { ApiClient } from '@painel/api-client';
import { describe, expect, it, vi } from 'vitest';
import { readSessionPolicy } from './sessionPolicy';

const policy = { idleTimeoutMinutes: 10, paymentPause: null };
const apiAnswering = (answer: () => Promise<typeof policy>) => {
  const sessionPolicy = vi.fn(answer);
  return { api: { sessionPolicy } as unknown as ApiClient, sessionPolicy };
};

describe('readSessionPolicy', () => {
  it('asks once per session, however many parts of the shell want it', async () => {
    const { api, sessionPolicy } = apiAnswering(() => Promise.resolve(policy));
    const [idle, notices] = await Promise.all([readSessionPolicy(api, 'token-a'), readSessionPolicy(api, 'token-a')]);
    expect(idle).toBe(notices);
    expect(sessionPolicy).toHaveBeenCalledTimes(1);
    await readSessionPolicy(api, 'token-b');
    expect(sessionPolicy).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed read, so the next one asks again', async () => {
    let calls = 0;
    const { api, sessionPolicy } = apiAnswering(() =>
      calls++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve(policy),
    );
    await expect(readSessionPolicy(api, 'token-a')).rejects.toThrow('offline');
    await expect(readSessionPolicy(api, 'token-a')).resolves.toEqual(policy);
    expect(sessionPolicy).toHaveBeenCalledTimes(2);
  });
});
