import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking each second; 0 once it has passed. The start is seconds from now,
 * or a function of the current time (read once, on mount).
 */
export function useCountdown(initial: number | ((now: number) => number)) {
  const [start] = useState(() => {
    const now = Date.now();
    return { now, seconds: typeof initial === 'function' ? initial(now) : initial };
  });
  const [deadline, setDeadline] = useState(start.now + start.seconds * 1000);
  const [left, setLeft] = useState(start.seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { secondsLeft: left, restart };
}

/** 120 → '02:00'. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
