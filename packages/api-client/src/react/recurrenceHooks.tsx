import useSWR from 'swr';
import type { RecurrenceQueryInput } from '../endpoints/recurrenceEndpoints';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';
import { useApiClient } from './hooks';

/** A page of subscriptions of one kind with the totals (active, monthly revenue, failing); null skips the read. */
export function useRecurrences(query: RecurrenceQueryInput | null) {
  const api = useApiClient();
  return useSWR(query ? queryKey('recurrences', { query }) : null, () =>
    api.recurrences(query as RecurrenceQueryInput),
  );
}

/** One subscription with each charge the clock has reached and the next one. */
export function useRecurrence(id: string | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('recurrence', { params: { id } }) : null, () => api.recurrence(id ?? ''));
}
