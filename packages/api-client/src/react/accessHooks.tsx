import useSWR from 'swr';
import type { AccessUserQuery } from '../calls/accessCalls';
import { accessEndpoints } from '../endpoints/accessEndpoints';
import { queryKeysOf } from '../endpoints/queryKey';
import { useApiClient } from './hooks';

const queryKey = queryKeysOf(accessEndpoints);

/** The back-office's access reads: the catalogue, the roles, the users and the scopes a role may be given in. */
export function usePermissionCatalogue() {
  const api = useApiClient();
  return useSWR(queryKey('permissionCatalogue'), () => api.access.permissionCatalogue());
}

export function useRoles() {
  const api = useApiClient();
  return useSWR(queryKey('roles'), () => api.access.roles());
}

/** A page of users (or platform operators); null skips the read. */
export function useAccessUsers(query: AccessUserQuery | null) {
  const api = useApiClient();
  return useSWR(query ? queryKey('accessUsers', { query }) : null, () =>
    api.access.accessUsers(query as AccessUserQuery),
  );
}

export function useAccessUser(id: number | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('accessUser', { params: { id: String(id) } }) : null, () =>
    api.access.accessUser(id ?? 0),
  );
}

export function useAccessScopes() {
  const api = useApiClient();
  return useSWR(queryKey('accessScopes'), () => api.access.accessScopes());
}
