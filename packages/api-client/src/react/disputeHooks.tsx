import useSWR from 'swr';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';
import {
  adjustmentQueryOf,
  disputeQueryOf,
  type AdjustmentFilters,
  type DisputeFilters,
} from '../money/transactionFilters';
import { useApiClient } from './hooks';

/** A page of chargebacks and MEDs with the totals of the filter; null skips the read. */
export function useDisputes(filters: DisputeFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('disputes', { query: disputeQueryOf(filters) }) : null, () =>
    api.disputes(filters as DisputeFilters),
  );
}

export function useDispute(transactionId: string | null) {
  const api = useApiClient();
  return useSWR(transactionId ? queryKey('dispute', { params: { transactionId } }) : null, () =>
    api.dispute(transactionId ?? ''),
  );
}

export function useAdjustments(filters: AdjustmentFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('adjustments', { query: adjustmentQueryOf(filters) }) : null, () =>
    api.adjustments(filters as AdjustmentFilters),
  );
}

/** The preventive holds of suspect funds in scope (staff see every merchant's, a merchant its own). */
export function useRetentions() {
  const api = useApiClient();
  return useSWR(queryKey('retentions', { query: {} }), () => api.retentions());
}
