import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalStorage } from '../storage/portalStorage';
import { createIdleTracker, effectiveIdleMinutes, idlePhase } from './idleTracker';
import { LAST_ACTIVITY_KEY } from './sessionStore';

const MINUTE = 60_000;
const TIMEOUT = 15 * MINUTE;

describe('idlePhase', () => {
  it.each([
    [0, { phase: 'active' }],
    [TIMEOUT - 1, { phase: 'active' }],
    [TIMEOUT, { phase: 'warning', secondsLeft: 60 }],
    [TIMEOUT + 1, { phase: 'warning', secondsLeft: 60 }],
    [TIMEOUT + 59_001, { phase: 'warning', secondsLeft: 1 }],
    [TIMEOUT + 60_000, { phase: 'expired' }],
    [10 * TIMEOUT, { phase: 'expired' }],
  ])('%i ms idle → %o', (idle, phase) => {
    expect(idlePhase(1_000_000, 1_000_000 + idle, TIMEOUT)).toEqual(phase);
  });
});

/** The browser's localStorage as two tabs see it: a write in one is heard by the other. */
function sharedStorage() {
  const values = new Map<string, string>();
  const tabs = new Set<{ key: string; listener: () => void; tab: number }>();
  const tab = (id: number): PortalStorage => ({
    read: (key) => values.get(key) ?? null,
    write: (key, value) => {
      values.set(key, value);
      tabs.forEach((entry) => entry.tab !== id && entry.key === key && entry.listener());
    },
    remove: (key) => void values.delete(key),
    subscribe: (key, listener) => {
      const entry = { key, listener, tab: id };
      tabs.add(entry);
      return () => tabs.delete(entry);
    },
  });
  return { values, tab };
}

describe('createIdleTracker', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date(2026, 10, 26, 9, 0) }));
  afterEach(() => vi.useRealTimers());

  const trackerIn = (storage: PortalStorage, target = new EventTarget()) => ({
    target,
    tracker: createIdleTracker({ storage, now: () => Date.now(), timeoutMs: TIMEOUT, target }),
  });

  it('warns after 15 minutes without activity, counts down 60 s, then expires', () => {
    const { values, tab } = sharedStorage();
    const { tracker } = trackerIn(tab(1));
    const stop = tracker.start();
    // A new session starts its idle time now.
    expect(values.get(LAST_ACTIVITY_KEY)).toBe(String(Date.now()));
    vi.advanceTimersByTime(TIMEOUT - 1000);
    expect(tracker.read()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(1000);
    expect(tracker.read()).toEqual({ phase: 'warning', secondsLeft: 60 });
    vi.advanceTimersByTime(45_000);
    expect(tracker.read()).toEqual({ phase: 'warning', secondsLeft: 15 });
    vi.advanceTimersByTime(15_000);
    expect(tracker.read()).toEqual({ phase: 'expired' });
    stop();
  });

  it('counts activity, writing it at most once a second, but not while the warning asks for an answer', () => {
    const { values, tab } = sharedStorage();
    const { tracker, target } = trackerIn(tab(1));
    const listener = vi.fn();
    tracker.subscribe(listener);
    tracker.start();
    vi.advanceTimersByTime(10 * MINUTE);
    target.dispatchEvent(new Event('keydown'));
    const written = values.get(LAST_ACTIVITY_KEY);
    vi.advanceTimersByTime(500);
    target.dispatchEvent(new Event('pointermove'));
    expect(values.get(LAST_ACTIVITY_KEY)).toBe(written);
    vi.advanceTimersByTime(TIMEOUT - 500);
    expect(tracker.read()).toEqual({ phase: 'warning', secondsLeft: 60 });
    expect(listener).toHaveBeenCalled();
    // Moving towards the dialog's buttons is not an answer.
    target.dispatchEvent(new Event('pointermove'));
    vi.advanceTimersByTime(1000);
    expect(tracker.read()).toEqual({ phase: 'warning', secondsLeft: 59 });
    tracker.keepAlive();
    expect(tracker.read()).toEqual({ phase: 'active' });
  });

  it('hears activity and "Continuar conectado" from another tab', () => {
    const { tab } = sharedStorage();
    const first = trackerIn(tab(1));
    const second = trackerIn(tab(2));
    first.tracker.start();
    second.tracker.start();
    vi.advanceTimersByTime(10 * MINUTE);
    first.target.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(10 * MINUTE);
    // Twenty minutes since the second tab saw anybody, ten since the first did.
    expect(second.tracker.read()).toEqual({ phase: 'active' });
    vi.advanceTimersByTime(5 * MINUTE);
    expect(second.tracker.read()).toEqual({ phase: 'warning', secondsLeft: 60 });
    first.tracker.keepAlive();
    expect(second.tracker.read()).toEqual({ phase: 'active' });
  });

  it('expires at once when the page opens long after the last activity', () => {
    const { values, tab } = sharedStorage();
    values.set(LAST_ACTIVITY_KEY, String(Date.now() - 2 * 60 * MINUTE));
    const { tracker } = trackerIn(tab(1));
    tracker.start();
    expect(tracker.read()).toEqual({ phase: 'expired' });
  });

  it('stops listening and checking when stopped', () => {
    const { values, tab } = sharedStorage();
    const { tracker, target } = trackerIn(tab(1));
    const stop = tracker.start();
    stop();
    const written = values.get(LAST_ACTIVITY_KEY);
    vi.advanceTimersByTime(2000);
    target.dispatchEvent(new Event('keydown'));
    expect(values.get(LAST_ACTIVITY_KEY)).toBe(written);
    vi.advanceTimersByTime(TIMEOUT);
    expect(tracker.read()).toEqual({ phase: 'active' });
  });
});

describe('effectiveIdleMinutes', () => {
  it('lets a host only shorten the platform’s idle time', () => {
    expect(effectiveIdleMinutes(15, 5)).toBe(5);
    expect(effectiveIdleMinutes(3, 10)).toBe(3);
    expect(effectiveIdleMinutes(15, null)).toBe(15);
    expect(effectiveIdleMinutes(0, 5)).toBe(0);
  });
});
