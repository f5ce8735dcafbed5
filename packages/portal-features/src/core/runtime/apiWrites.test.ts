import { describe, expect, it, vi } from 'vitest';
import { noticingWrites, onApiWrite } from './apiWrites';

const answering = (status: number) =>
  vi.fn(() => Promise.resolve(new Response(status === 204 ? null : '{}', { status })));

describe('noticingWrites', () => {
  it('tells of a write the API accepted, not of a read nor of a refused write', async () => {
    const listener = vi.fn();
    const stop = onApiWrite(listener);
    await noticingWrites(answering(200))('https://api/x', { method: 'GET' });
    await noticingWrites(answering(200))('https://api/x');
    await noticingWrites(answering(422))('https://api/transfers', { method: 'POST' });
    expect(listener).not.toHaveBeenCalled();
    await noticingWrites(answering(201))('https://api/transfers', { method: 'POST' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    await noticingWrites(answering(200))('https://api/transfers', { method: 'POST' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('answers what the host fetch answered', async () => {
    const response = await noticingWrites(answering(204))('https://api/x', { method: 'DELETE' });
    expect(response.status).toBe(204);
  });
});
