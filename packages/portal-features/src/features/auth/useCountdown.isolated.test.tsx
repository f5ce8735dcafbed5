// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, useCountdown } from './useCountdown';

describe('formatCountdown', () => {
  it.each([
    [120, '02:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down to zero and starts again on restart', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let current = { secondsLeft: -1, restart: (_seconds: number) => {} };
    function Probe() {
      current = useCountdown(120);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    expect(current.secondsLeft).toBe(120);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(current.secondsLeft).toBe(90);
    act(() => {
      vi.advanceTimersByTime(100_000);
    });
    expect(current.secondsLeft).toBe(0);
    act(() => {
      current.restart(120);
    });
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(current.secondsLeft).toBe(119);
    act(() => root.unmount());
  });

  it('starts from a function of the current time, read once', () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.setSystemTime(new Date('2026-11-26T12:00:00Z'));
    const sentAt = Date.now() - 45_000;
    const start = vi.fn((now: number) => Math.ceil((sentAt + 120_000 - now) / 1000));
    let left = -1;
    function Probe() {
      left = useCountdown(start).secondsLeft;
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(<Probe />));
    expect(left).toBe(75);
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(left).toBe(70);
    expect(start).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
