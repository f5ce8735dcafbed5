import useSWR from 'swr';
import { apiQueryKey } from '../endpoints/queryKey';
import { paymentLinkQueryOf, type PaymentLinkFilters } from '../money/transactionFilters';
import { useApiClient } from './hooks';

/** A page of payment links of one kind with the filter's totals; null skips the read. */
export function usePaymentLinks(filters: PaymentLinkFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? apiQueryKey('paymentLinks', { query: paymentLinkQueryOf(filters) }) : null, () =>
    api.paymentLinks(filters as PaymentLinkFilters),
  );
}

/** One link with its payments. */
export function usePaymentLink(id: string | null) {
  const api = useApiClient();
  return useSWR(id ? apiQueryKey('paymentLink', { params: { id } }) : null, () => api.paymentLink(id ?? ''));
}
