import useSWR from 'swr';
import type { EstablishmentListQuery } from '../calls/storeCalls';
import { establishmentEndpoints } from '../endpoints/establishmentEndpoints';
import { queryKeysOf } from '../endpoints/queryKey';
import { useApiClient } from './hooks';

const queryKey = queryKeysOf(establishmentEndpoints);

/** A page of White Label e Lojas in the caller's tree. */
export function useEstablishments(query: EstablishmentListQuery) {
  const api = useApiClient();
  return useSWR(queryKey('establishments', { query }), () => api.stores.establishments(query));
}

/** One store or white label; null skips the read. */
export function useEstablishment(id: number | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('establishment', { params: { id: String(id) } }) : null, () =>
    api.stores.establishment(id ?? 0),
  );
}
