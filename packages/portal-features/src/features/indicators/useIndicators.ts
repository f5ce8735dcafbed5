import { type TransactionFilters } from '@painel/api-client';
import { useBalances, useDisputeSummary, useTransactionSummary, useTransactions } from '@painel/api-client/react';
import { shiftDays } from '@painel/ui';
import { useMemo } from 'react';

/** The period just before, of the same length (the comparison of every KPI). */
export function previousPeriodOf(filters: Pick<TransactionFilters, 'from' | 'to'>) {
  const length = Math.round((Date.parse(filters.to) - Date.parse(filters.from)) / 86_400_000) + 1;
  return { from: shiftDays(filters.from, -length), to: shiftDays(filters.from, -1) };
}

/** Every read of the dashboard for one view; each is a request of its own, cached by SWR. */
export function useIndicators(filters: TransactionFilters, withAdminPanels: boolean) {
  const previous = useMemo(() => ({ ...filters, ...previousPeriodOf(filters) }), [filters]);
  const cards = useMemo<TransactionFilters>(() => ({ ...filters, method: ['credit', 'debit'] }), [filters]);
  const refused = useMemo<TransactionFilters>(() => ({ ...filters, status: ['refused'] }), [filters]);
  const scope = { partnerId: filters.partnerId, companyId: filters.companyId };
  const reads = {
    byStatus: useTransactionSummary(filters, 'status'),
    previousByStatus: useTransactionSummary(previous, 'status'),
    byDay: useTransactionSummary(filters, 'day', 'method'),
    byBrand: useTransactionSummary(filters, 'brand'),
    byInstallments: useTransactionSummary(cards, 'installments'),
    refusals: useTransactionSummary(refused, 'refusal'),
    latest: useTransactions({ ...filters, pageSize: 20, page: 1 }),
    // Several merchants chosen: the receivables card says so rather than showing another scope's figure.
    balances: useBalances(filters.companyId?.length === 1 ? filters.companyId[0] : undefined, filters.partnerId ?? []),
    disputes: useDisputeSummary(scope),
    byCompany: useTransactionSummary(withAdminPanels ? filters : null, 'company'),
    cardsByCompany: useTransactionSummary(withAdminPanels ? cards : null, 'company', 'status'),
  };
  const failed = Object.values(reads).some((read) => read.error !== undefined);
  return { ...reads, failed, retry: () => Object.values(reads).forEach((read) => void read.mutate()) };
}
