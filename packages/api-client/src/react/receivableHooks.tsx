import useSWR from 'swr';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';
import {
  anticipationQueryOf,
  receivableQueryOf,
  type AnticipationFilters,
  type ReceivableFilters,
} from '../money/transactionFilters';
import { useApiClient } from './hooks';

/** A page of the receivables schedule with its totals by status and by day; null skips the read. */
export function useReceivables(filters: ReceivableFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('receivables', { query: receivableQueryOf(filters) }) : null, () =>
    api.receivables(filters as ReceivableFilters),
  );
}

/** What can be anticipated now (rate, limit, credit date); null skips the read (no merchant chosen yet). */
export function useAnticipationOptions(companyId: number | undefined | null) {
  const api = useApiClient();
  const query = companyId ? { companyId: String(companyId) } : {};
  return useSWR(companyId === null ? null : queryKey('anticipationOptions', { query }), () =>
    api.anticipationOptions(companyId ?? undefined),
  );
}

export function useAnticipations(filters: AnticipationFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('anticipations', { query: anticipationQueryOf(filters) }) : null, () =>
    api.anticipations(filters as AnticipationFilters),
  );
}

export function useAnticipation(id: string | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('anticipation', { params: { id } }) : null, () => api.anticipation(id ?? ''));
}
