import useSWR from 'swr';
import type { EstablishmentListQuery } from '../calls/client';
import { apiQueryKey } from '../endpoints/queryKey';
import { useApiClient } from './hooks';

/** A page of White Label e Lojas in the caller's tree. */
export function useEstablishments(query: EstablishmentListQuery) {
  const api = useApiClient();
  return useSWR(apiQueryKey('establishments', { query }), () => api.establishments(query));
}

/** One store or white label; null skips the read. */
export function useEstablishment(id: number | null) {
  const api = useApiClient();
  return useSWR(id ? apiQueryKey('establishment', { params: { id: String(id) } }) : null, () =>
    api.establishment(id ?? 0),
  );
}
