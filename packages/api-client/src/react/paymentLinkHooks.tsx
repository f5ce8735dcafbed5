import useSWR from 'swr';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';
import { paymentLinkQueryOf, type PaymentLinkFilters } from '../money/transactionFilters';
import { useApiClient } from './hooks';

/** A page of payment links of one kind with the filter's totals; null skips the read. */
export function usePaymentLinks(filters: PaymentLinkFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('paymentLinks', { query: paymentLinkQueryOf(filters) }) : null, () =>
    api.paymentLinks(filters as PaymentLinkFilters),
  );
}

/** One link with its payments. */
export function usePaymentLink(id: string | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('paymentLink', { params: { id } }) : null, () => api.paymentLink(id ?? ''));
}
