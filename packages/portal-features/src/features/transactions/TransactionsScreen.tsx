import { useMoneyCompanies, useTransactions } from '@painel/api-client/react';
import { Card, DataTable, StatCard, formatInteger, formatMoney, visibleColumns } from '@painel/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  MoneyStack,
  SectionTitle,
  TransactionFilterBar,
  activeTransactionFilters,
  clearTransactionFilters,
  scopeOptionsOf,
  transactionFiltersOf,
  useColumnPreferences,
  useSaoPauloToday,
  useTransactionListState,
  listStatusOf,
} from '../../core/money';
import { usePortalLink } from '../../core/runtime/hooks';
import { transactionColumns } from './columns';
import { ExportButton } from './ExportButton';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';
import { SummaryGrid } from './styles';

/**
 * Transações Financeiras: the list of spec 2.6 with its view in the URL (filters, sort, page), the totals of the
 * whole filtered set, the person's columns, and the export of the whole set.
 */
export function TransactionsScreen() {
  const m = useMessages('transactions', transactionsMessages);
  const today = useSaoPauloToday();
  const { state, change, replace } = useTransactionListState(today);
  const filters = useMemo(() => transactionFiltersOf(state), [state]);
  const list = useTransactions(filters);
  const companies = useMoneyCompanies();
  const scope = scopeOptionsOf(companies.data);
  const columns = useMemo(() => transactionColumns(m, Boolean(scope)), [m, scope]);
  const [preferences, setPreferences] = useColumnPreferences('transactions');
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const totals = data?.totals;
  const loading = !data && !error;
  const figure = (value: number | undefined, format: (v: number) => string) =>
    value === undefined ? '–' : format(value);

  return (
    <MoneyStack>
      <TransactionFilterBar state={state} today={today} onChange={change} onReplace={replace} scope={scope} />
      <SummaryGrid aria-labelledby="transacoes-totais">
        <SectionTitle id="transacoes-totais">{m.summaryLabel}</SectionTitle>
        <StatCard label={m.summary.count} loading={loading} value={figure(totals?.count, formatInteger)} />
        <StatCard label={m.summary.gross} loading={loading} value={figure(totals?.gross, formatMoney)} />
        <StatCard label={m.summary.fees} loading={loading} value={figure(totals && -totals.fees, formatMoney)} />
        <StatCard label={m.summary.net} loading={loading} value={figure(totals?.net, formatMoney)} />
      </SummaryGrid>
      <Card>
        <DataTable
          label={m.tableLabel}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(tx) => tx.id}
          status={listStatusOf(error, !loading)}
          total={data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize: pageSize as 20 | 50 | 100 })}
          sort={{ columnId: state.sort === 'amount' ? 'amount' : 'createdAt', direction: state.order }}
          onSortChange={(sort) =>
            change({ sort: sort.columnId === 'amount' ? 'amount' : 'date', order: sort.direction })
          }
          // One total per meaning: 'Valor' holds refused and expired attempts too, so it has no total; the
          // captured 'Valor bruto' (the cards' figure) totals under its own column.
          totals={
            totals
              ? {
                  gross: formatMoney(totals.gross),
                  fees: formatMoney(-totals.fees),
                  net: formatMoney(totals.net),
                }
              : undefined
          }
          rowLink={(tx) => ({
            href: href(`/dashboard/transactions/preview/${encodeURIComponent(tx.id)}`),
            label: m.openTransaction(tx.id),
          })}
          onNavigate={(target) => void navigate(target, { state: { listSearch: window.location.search } })}
          activeFilters={activeTransactionFilters(state, scope).map((filter) => filter.label)}
          onClearFilters={() => replace(clearTransactionFilters(state))}
          onRetry={() => void list.mutate()}
          columnPreferences={preferences}
          onColumnPreferencesChange={setPreferences}
          actions={
            <ExportButton
              filters={filters}
              total={data?.total ?? null}
              visibleColumnIds={visibleColumns(columns, preferences).map((column) => column.id)}
            />
          }
        />
      </Card>
    </MoneyStack>
  );
}
