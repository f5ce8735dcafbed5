import useSWR from 'swr';
import type { AccessUserQuery } from '../calls/client';
import type { ApprovalBox } from '../endpoints/systemEndpoints';
import { apiQueryKey } from '../endpoints/queryKey';
import { useApiClient } from './hooks';

/** The back-office's access reads: the catalogue, the roles, the users and the scopes a role may be given in. */
export function usePermissionCatalogue() {
  const api = useApiClient();
  return useSWR(apiQueryKey('permissionCatalogue'), () => api.permissionCatalogue());
}

export function useRoles() {
  const api = useApiClient();
  return useSWR(apiQueryKey('roles'), () => api.roles());
}

/** A page of users (or platform operators); null skips the read. */
export function useAccessUsers(query: AccessUserQuery | null) {
  const api = useApiClient();
  return useSWR(query ? apiQueryKey('accessUsers', { query }) : null, () => api.accessUsers(query as AccessUserQuery));
}

export function useAccessUser(id: number | null) {
  const api = useApiClient();
  return useSWR(id ? apiQueryKey('accessUser', { params: { id: String(id) } }) : null, () => api.accessUser(id ?? 0));
}

export function useAccessScopes() {
  const api = useApiClient();
  return useSWR(apiQueryKey('accessScopes'), () => api.accessScopes());
}

/** Approval requests of one box; `enabled` false skips the read (a user who may not approve). */
export function useApprovals(box: ApprovalBox, enabled = true) {
  const api = useApiClient();
  return useSWR(enabled ? apiQueryKey('approvals', { query: { box } }) : null, () => api.approvals(box));
}

export function useSystemSettings() {
  const api = useApiClient();
  return useSWR(apiQueryKey('systemSettings'), () => api.systemSettings());
}
