import useSWR, { type SWRResponse } from 'swr';
import type { ExportJob, SummaryGroup } from '../endpoints/money';
import { coreQueryKey as queryKey } from '../endpoints/coreQueryKey';
import {
  statementQueryOf,
  transactionQueryOf,
  transferQueryOf,
  type StatementFilters,
  type TransactionFilters,
  type TransferFilters,
} from '../money/transactionFilters';
import { useApiClient } from './hooks';

/**
 * The money reads. Each key is the request itself (apiQueryKey), so two screens asking the same thing share
 * one answer, and a change of filters keeps showing nothing stale: `keepPreviousData` is left off on purpose.
 */
export function useTransactions(filters: TransactionFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('transactions', { query: transactionQueryOf(filters) }) : null, () =>
    api.transactions(filters as TransactionFilters),
  );
}

export function useTransactionSummary(
  filters: TransactionFilters | null,
  groupBy: SummaryGroup,
  splitBy?: SummaryGroup,
) {
  const api = useApiClient();
  const query = filters ? { ...transactionQueryOf(filters), groupBy, ...(splitBy ? { splitBy } : {}) } : null;
  return useSWR(query ? queryKey('transactionSummary', { query }) : null, () =>
    api.transactionSummary(filters as TransactionFilters, groupBy, splitBy),
  );
}

export function useTransaction(id: string | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('transaction', { params: { id } }) : null, () => api.transaction(id ?? ''));
}

/**
 * The balances of one company, of the merchants of some partners, or of everything the caller sees; null skips
 * the read (the company is not known yet).
 */
export function useBalances(companyId?: number | null, partnerIds: readonly number[] = []) {
  const api = useApiClient();
  const query = {
    ...(companyId ? { companyId: String(companyId) } : {}),
    ...(partnerIds.length ? { partnerId: partnerIds.join(',') } : {}),
  };
  return useSWR(companyId === null ? null : queryKey('balances', { query }), () =>
    api.balances(companyId ?? undefined, partnerIds),
  );
}

export function useDisputeSummary(scope: { partnerId?: readonly number[]; companyId?: readonly number[] }) {
  const api = useApiClient();
  const query = {
    ...(scope.partnerId?.length ? { partnerId: scope.partnerId.join(',') } : {}),
    ...(scope.companyId?.length ? { companyId: scope.companyId.join(',') } : {}),
  };
  return useSWR(queryKey('disputeSummary', { query }), () => api.disputeSummary(scope));
}

/** A page of the Extrato Bancário with its summary; null skips the read (no merchant chosen yet). */
export function useLedgerStatement(filters: StatementFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('ledgerStatement', { query: statementQueryOf(filters) }) : null, () =>
    api.ledgerStatement(filters as StatementFilters),
  );
}

export function useTransfers(filters: TransferFilters | null) {
  const api = useApiClient();
  return useSWR(filters ? queryKey('transfers', { query: transferQueryOf(filters) }) : null, () =>
    api.transfers(filters as TransferFilters),
  );
}

export function useTransfer(id: string | null) {
  const api = useApiClient();
  return useSWR(id ? queryKey('transfer', { params: { id } }) : null, () => api.transfer(id ?? ''));
}

/** The new-transfer form's facts (balance, fees, limits, TED date); null skips the read. */
export function useTransferOptions(companyId: number | undefined | null) {
  const api = useApiClient();
  const query = companyId ? { companyId: String(companyId) } : {};
  return useSWR(companyId === null ? null : queryKey('transferOptions', { query }), () =>
    api.transferOptions(companyId ?? undefined),
  );
}

export function useMoneyCompanies() {
  const api = useApiClient();
  return useSWR(queryKey('moneyCompanies'), () => api.moneyCompanies());
}

/** The rates of a company (the caller's own when it is a merchant); null skips the read. */
export function useCompanyRates(companyId: number | undefined | null) {
  const api = useApiClient();
  const query = companyId ? { companyId: String(companyId) } : {};
  return useSWR(companyId === null ? null : queryKey('companyRates', { query }), () =>
    api.companyRates(companyId ?? undefined),
  );
}

/** The caller's export jobs; polls while one is still generating. */
export function useExportJobs(): SWRResponse<{ items: ExportJob[] }> {
  const api = useApiClient();
  return useSWR(queryKey('exportJobs'), () => api.exportJobs(), {
    refreshInterval: (data?: { items: ExportJob[] }) =>
      data?.items.some((job) => job.status === 'generating') ? 1_000 : 0,
  });
}
