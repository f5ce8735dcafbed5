import { useMoneyCompanies, useTransactions } from '@painel/api-client/react';
import { formatInteger, formatMoney } from '@painel/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListScreen } from '../../core/list';
import {
  TransactionFilterControls,
  activeTransactionFilters,
  scopeOptionsOf,
  transactionFiltersOf,
  useSaoPauloToday,
  useTransactionListState,
} from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { usePortalLink } from '../../core/runtime/hooks';
import { transactionColumns } from './columns';
import { ExportButton } from './ExportButton';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';

/**
 * Transações Financeiras: the list of spec 2.6 with its view in the URL (filters, sort, page), the totals of the
 * whole filtered set, the person's columns, and the export of the whole set.
 */
export function TransactionsScreen() {
  const m = useMessages('transactions', transactionsMessages);
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const list = useTransactionListState(today);
  const { state, change } = list;
  const filters = useMemo(() => transactionFiltersOf(state), [state]);
  const query = useTransactions(filters);
  const companies = useMoneyCompanies();
  const scope = scopeOptionsOf(companies.data);
  const columns = useMemo(() => transactionColumns(m, Boolean(scope)), [m, scope]);
  const navigate = useNavigate();
  const { href } = usePortalLink();

  return (
    <ListScreen
      list={list}
      query={query}
      chips={activeTransactionFilters(state, scope, money)}
      filters={<TransactionFilterControls state={state} today={today} onChange={change} scope={scope} />}
      figures={{
        title: m.summaryLabel,
        id: 'transacoes-totais',
        items: [
          { label: m.summary.count, value: (d) => formatInteger(d.totals.count) },
          { label: m.summary.gross, value: (d) => formatMoney(d.totals.gross) },
          { label: m.summary.fees, value: (d) => formatMoney(-d.totals.fees) },
          { label: m.summary.net, value: (d) => formatMoney(d.totals.net) },
        ],
      }}
      table={{
        label: m.tableLabel,
        columns,
        rowKey: (tx) => tx.id,
        rows: (d) => d.items,
        total: (d) => d.total,
        columnsKey: 'transactions',
        sort: { columnId: state.sort === 'amount' ? 'amount' : 'createdAt', direction: state.order },
        onSortChange: (sort) => change({ sort: sort.columnId === 'amount' ? 'amount' : 'date', order: sort.direction }),
        // One total per meaning: 'Valor' holds refused and expired attempts too, so it has no total; the
        // captured 'Valor bruto' (the cards' figure) totals under its own column.
        totals: (d) => ({
          gross: formatMoney(d.totals.gross),
          fees: formatMoney(-d.totals.fees),
          net: formatMoney(d.totals.net),
        }),
        rowLink: (tx) => ({
          href: href(`/dashboard/transactions/preview/${encodeURIComponent(tx.id)}`),
          label: m.openTransaction(tx.id),
        }),
        onNavigate: (target) => void navigate(target, { state: { listSearch: window.location.search } }),
      }}
      actions={({ visibleColumnIds }) => (
        <ExportButton
          filters={filters}
          total={query.error ? null : (query.data?.total ?? null)}
          visibleColumnIds={visibleColumnIds}
        />
      )}
    />
  );
}
