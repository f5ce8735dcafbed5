import type { PortalStorage } from '../storage/portalStorage';
import { LAST_ACTIVITY_KEY } from './sessionStore';

/** The warning's countdown before an idle session ends (issue: 60 s after the idle timeout). */
export const IDLE_WARNING_MS = 60_000;

export type IdlePhase = { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/**
 * Where an idle session stands: active until `timeoutMs` without activity, then a warning that counts
 * down `warningMs`, then expired. Absolute times, so a throttled background tab or a sleeping laptop
 * cannot stretch it.
 */
export function idlePhase(
  lastActivity: number,
  now: number,
  timeoutMs: number,
  warningMs = IDLE_WARNING_MS,
): IdlePhase {
  const idle = now - lastActivity;
  if (idle < timeoutMs) return { phase: 'active' };
  const left = timeoutMs + warningMs - idle;
  if (left <= 0) return { phase: 'expired' };
  return { phase: 'warning', secondsLeft: Math.ceil(left / 1000) };
}

const samePhase = (a: IdlePhase, b: IdlePhase) =>
  a.phase === b.phase && (a.phase !== 'warning' || a.secondsLeft === (b as typeof a).secondsLeft);

/** What counts as the user being there. Moving the pointer counts too, written at most once a second. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface IdleTrackerOptions {
  storage: PortalStorage;
  /** Milliseconds since the epoch: the portal's clock, which stories and tests control. */
  now: () => number;
  timeoutMs: number;
  warningMs?: number;
  /** Where activity is listened for; the window by default. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

export interface IdleTracker {
  read: () => IdlePhase;
  subscribe: (listener: () => void) => () => void;
  /** Starts listening and checking once a second; returns the stop. */
  start: () => () => void;
  /** 'Continuar conectado': counts as activity even while the warning shows. */
  keepAlive: () => void;
}

/**
 * The idle timer of one tab. The last activity is one timestamp in the portal's storage, so activity in
 * any tab counts for all, and a tab that wakes up reads where the others left it. While the warning
 * shows, only its answer counts: moving towards its buttons does not dismiss it.
 */
export function createIdleTracker({
  storage,
  now,
  timeoutMs,
  warningMs = IDLE_WARNING_MS,
  target = typeof window === 'undefined' ? undefined : window,
}: IdleTrackerOptions): IdleTracker {
  const listeners = new Set<() => void>();
  let lastWritten = 0;
  let current: IdlePhase = { phase: 'active' };

  const record = (at: number) => {
    lastWritten = at;
    storage.write(LAST_ACTIVITY_KEY, String(at));
  };
  const lastActivity = () => {
    const stored = Number(storage.read(LAST_ACTIVITY_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
    // A new session (the sign-in cleared it): its idle time starts now.
    const at = now();
    record(at);
    return at;
  };
  const check = () => {
    const next = idlePhase(lastActivity(), now(), timeoutMs, warningMs);
    if (samePhase(next, current)) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  const onActivity = () => {
    if (current.phase !== 'active') return;
    const at = now();
    if (at - lastWritten < 1000) return;
    record(at);
  };

  return {
    read: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start: () => {
      check();
      ACTIVITY_EVENTS.forEach((name) => target?.addEventListener(name, onActivity, { passive: true, capture: true }));
      const interval = setInterval(check, 1000);
      const unsubscribe = storage.subscribe(LAST_ACTIVITY_KEY, check);
      return () => {
        ACTIVITY_EVENTS.forEach((name) => target?.removeEventListener(name, onActivity, { capture: true }));
        clearInterval(interval);
        unsubscribe();
      };
    },
    keepAlive: () => {
      record(now());
      check();
    },
  };
}

/**
 * The idle time in force: the platform's setting (1 to 15 minutes, PCI DSS 8.2.8) unless the host's is shorter; the
 * host's alone until the platform's is known, or when the host turned it off (0).
 */
export function effectiveIdleMinutes(host: number, platform: number | null): number {
  if (host <= 0 || platform === null) return host;
  return Math.min(host, platform);
}
