import { useCallback, useState } from 'react';
import { emptyProgress, parseProgress, progressKey, type VerificationProgress } from './progress';

const read = (key: string) => {
  try {
    return parseProgress(window.localStorage.getItem(key));
  } catch {
    return emptyProgress;
  }
};

/** The wizard's progress for one user, kept in localStorage as it changes (cleared once verified). */
export function useVerificationProgress(userId: string | number | null) {
  const key = progressKey(userId);
  const [progress, setProgress] = useState<VerificationProgress>(() => read(key));
  const update = useCallback(
    (change: Partial<VerificationProgress>) => {
      setProgress((current) => ({ ...current, ...change }));
      try {
        window.localStorage.setItem(key, JSON.stringify({ ...read(key), ...change }));
      } catch {
        // Not remembered across a reload, but the wizard goes on.
      }
    },
    [key],
  );
  const clear = useCallback(() => {
    setProgress(emptyProgress);
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clear.
    }
  }, [key]);
  return { progress, update, clear };
}
