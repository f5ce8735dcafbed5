import { useCallback, useState } from 'react';
import { readItem, removeItem, writeItem } from '../shared/browserStorage';
import { emptyProgress, parseProgress, progressKey, type VerificationProgress } from './progress';

const read = (key: string) => parseProgress(readItem(key));

/** The wizard's progress for one user, kept in localStorage as it changes (cleared once verified). */
export function useVerificationProgress(userId: string | number | null) {
  const key = progressKey(userId);
  const [progress, setProgress] = useState<VerificationProgress>(() => read(key));
  const update = useCallback(
    (change: Partial<VerificationProgress>) => {
      setProgress((current) => ({ ...current, ...change }));
      writeItem(key, JSON.stringify({ ...read(key), ...change }));
    },
    [key],
  );
  const clear = useCallback(() => {
    setProgress(emptyProgress);
    removeItem(key);
  }, [key]);
  return { progress, update, clear };
}
