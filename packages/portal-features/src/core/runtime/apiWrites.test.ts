import { describe, expect, it, vi } from 'vitest';
import { notifyApiWrite, onApiWrite } from './apiWrites';

describe('onApiWrite', () => {
  it('hears each write until unsubscribed', () => {
    const listener = vi.fn();
    const stop = onApiWrite(listener);
    notifyApiWrite();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    notifyApiWrite();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
