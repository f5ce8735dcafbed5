import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One URL parameter beside a list's view (the dialog of a record opened over the list, `?disputa=`): setting it
 * keeps the view as it is, page included, so closing the dialog returns to the same rows.
 */
export function useUrlParam(key: string) {
  const [search, setSearch] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      }),
    [key, setSearch],
  );
  return [search.get(key), set] as const;
}
