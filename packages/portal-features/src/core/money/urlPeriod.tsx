import { PeriodPicker, resolvePeriod } from '@painel/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Writes some of the URL's filters at once (null or '' removes one); any change but paging goes back to page 1. */
export function useSearchPatch() {
  const [search, setSearch] = useSearchParams();
  const write = useCallback(
    (patch: Record<string, string | null>, keepPage = false) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(keepPage ? patch : { pagina: null, ...patch })) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearch],
  );
  return { search, write };
}

/** The list's period as the URL keeps it (periodo, de, ate), the last 30 days when it says nothing. */
export const urlPeriodOf = (search: URLSearchParams, today: string) =>
  resolvePeriod(search.get('periodo'), search.get('de'), search.get('ate'), today, 'last30');

/** The period picker of a list whose period lives in the URL. */
export function UrlPeriodPicker({ today }: { today: string }) {
  const { search, write } = useSearchPatch();
  return (
    <PeriodPicker
      value={urlPeriodOf(search, today)}
      today={today}
      onChange={(next) =>
        write({
          periodo: next.preset === 'last30' ? null : next.preset,
          de: next.preset === 'custom' ? next.from : null,
          ate: next.preset === 'custom' ? next.to : null,
        })
      }
    />
  );
}
