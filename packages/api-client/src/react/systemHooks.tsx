import useSWR from 'swr';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';
import type { ApprovalBox } from '../endpoints/systemEndpoints';
import { useApiClient } from './hooks';

/** Approval requests of one box; `enabled` false skips the read (a user who may not approve). */
export function useApprovals(box: ApprovalBox, enabled = true) {
  const api = useApiClient();
  return useSWR(enabled ? queryKey('approvals', { query: { box } }) : null, () => api.approvals(box));
}

export function useSystemSettings() {
  const api = useApiClient();
  return useSWR(queryKey('systemSettings'), () => api.systemSettings());
}
