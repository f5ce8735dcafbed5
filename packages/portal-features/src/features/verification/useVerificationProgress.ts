import { useCallback, useState } from 'react';
import { usePortalStorage } from '../../core/runtime/hooks';
import { emptyProgress, parseProgress, progressKey, type VerificationProgress } from './progress';

/** The wizard's progress for one user, kept in the portal's storage as it changes (cleared once verified). */
export function useVerificationProgress(userId: string | number | null) {
  const storage = usePortalStorage();
  const key = progressKey(userId);
  const [progress, setProgress] = useState<VerificationProgress>(() => parseProgress(storage.read(key)));
  const update = useCallback(
    (change: Partial<VerificationProgress>) => {
      setProgress((current) => ({ ...current, ...change }));
      storage.write(key, JSON.stringify({ ...parseProgress(storage.read(key)), ...change }));
    },
    [key, storage],
  );
  const clear = useCallback(() => {
    setProgress(emptyProgress);
    storage.remove(key);
  }, [key, storage]);
  return { progress, update, clear };
}
