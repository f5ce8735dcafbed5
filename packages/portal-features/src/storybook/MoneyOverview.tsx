import {
  cardBrandLabels,
  createApiClient,
  paymentMethodLabels,
  refusalReasons,
  transactionStatusLabels,
  type ApiClient,
  type BalancesResult,
  type TransactionBuckets,
  type TransactionDetail,
  type TransactionFilters,
  type TransactionPage,
  type TransactionSummary,
} from '@painel/api-client';
import { sandboxAddresses } from '@painel/api-client/sandbox';
import {
  BarChart,
  Card,
  DataTable,
  DateTime,
  DetailList,
  Money,
  StatCard,
  StatusBadge,
  Timeline,
  formatInteger,
  formatMoney,
  formatMoneyCompact,
  type ColumnPreferences,
  type DataColumn,
} from '@painel/ui';
import { useEffect, useMemo, useState } from 'react';
import {
  TransactionFilterBar,
  activeTransactionFilters,
  transactionFiltersOf,
  transactionStatusTone,
  useTransactionListState,
} from '../core/money';

const columns: DataColumn<TransactionSummary>[] = [
  { id: 'id', label: 'ID', cell: (tx) => tx.id, hideable: false },
  {
    id: 'status',
    label: 'Status',
    cell: (tx) => (
      <StatusBadge tone={transactionStatusTone[tx.status]}>{transactionStatusLabels[tx.status]}</StatusBadge>
    ),
  },
  { id: 'createdAt', label: 'Data/hora', cell: (tx) => <DateTime value={tx.createdAt} />, sortable: true },
  { id: 'customer', label: 'Cliente', cell: (tx) => tx.customerName },
  {
    id: 'method',
    label: 'Forma de pagamento',
    cell: (tx) =>
      `${paymentMethodLabels[tx.method]}${tx.brand ? ` · ${cardBrandLabels[tx.brand]}` : ''}${tx.installments > 1 ? ` · ${tx.installments}x` : ''}`,
  },
  { id: 'amount', label: 'Valor', cell: (tx) => <Money cents={tx.amount} />, align: 'end', sortable: true },
  { id: 'fees', label: 'Taxas', cell: (tx) => <Money cents={-tx.fees} />, align: 'end' },
  { id: 'net', label: 'Valor líquido', cell: (tx) => <Money cents={tx.net} />, align: 'end' },
];

export interface MoneyOverviewProps {
  /** The sandbox session the calls carry. */
  token: string;
  /** Today in São Paulo, fixed by the story. */
  today: string;
}

interface Loaded {
  page: TransactionPage;
  byDay: TransactionBuckets;
  byRefusal: TransactionBuckets;
  balances: BalancesResult;
  detail: TransactionDetail | null;
}

async function load(api: ApiClient, filters: TransactionFilters): Promise<Loaded> {
  const [list, byDay, byRefusal, balances] = await Promise.all([
    api.transactions(filters),
    api.transactionSummary(filters, 'day', 'method'),
    api.transactionSummary({ ...filters, status: ['refused'] }, 'refusal'),
    api.balances(),
  ]);
  const first = list.items.find((tx) => tx.status === 'paid') ?? list.items[0];
  return { page: list, byDay, byRefusal, balances, detail: first ? await api.transaction(first.id) : null };
}

/**
 * Storybook only: the money components together on the sandbox's generated history, so the look of the money
 * screens can be judged before they are built. Every figure comes from the API (one ledger, one list).
 */
export function MoneyOverview({ token, today }: MoneyOverviewProps) {
  const api = useMemo(
    () =>
      createApiClient({
        ...sandboxAddresses,
        systemOrigin: 'PAINEL',
        getAccessToken: () => token,
        onUnauthorized: () => undefined,
      }),
    [token],
  );
  const { state: view, change, clear } = useTransactionListState(today);
  const [columnPreferences, setColumnPreferences] = useState<ColumnPreferences | null>(null);
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify({ view, attempt });
  const [state, setState] = useState<{ key: string; data: Loaded | null; error: boolean }>({
    key: '',
    data: null,
    error: false,
  });

  useEffect(() => {
    let current = true;
    load(api, transactionFiltersOf(view)).then(
      (data) => current && setState({ key, data, error: false }),
      () => current && setState((previous) => ({ key, data: previous.data, error: true })),
    );
    return () => {
      current = false;
    };
  }, [api, view, key]);

  const data = state.data;
  const methods = ['credit', 'debit', 'pix', 'boleto'] as const;
  const dayCategories = data
    ? [...new Set(data.byDay.buckets.map((bucket) => bucket.key))].map((day) => ({
        id: day,
        label: `${day.slice(8, 10)}/${day.slice(5, 7)}`,
        name: `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`,
        values: Object.fromEntries(
          methods.map((method) => [
            method,
            data.byDay.buckets.find((b) => b.key === day && b.split === method)?.amount ?? 0,
          ]),
        ),
      }))
    : [];
  const refusalCategories = data
    ? [...data.byRefusal.buckets]
        .sort((a, b) => b.count - a.count)
        .slice(0, 5)
        .map((bucket) => ({
          id: bucket.key,
          label: refusalReasons.find((reason) => reason.code === bucket.key)?.message ?? bucket.key,
          values: { count: bucket.count },
        }))
    : [];
  const totals = data?.page.totals;
  // Until the answer for these filters arrives, the figures show '–', never the previous period's.
  const loading = state.key !== key;

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <TransactionFilterBar state={view} today={today} onChange={change} onClear={clear} />
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))' }}>
        <StatCard label="Volume transacionado" loading={loading} value={totals ? formatMoney(totals.amount) : '–'} />
        <StatCard label="Número de transações" loading={loading} value={totals ? formatInteger(totals.count) : '–'} />
        <StatCard label="Valor líquido" loading={loading} value={totals ? formatMoney(totals.net) : '–'} />
        <StatCard
          label="Saldo disponível"
          loading={loading}
          value={data ? formatMoney(data.balances.available) : '–'}
        />
        <StatCard label="A receber" loading={loading} value={data ? formatMoney(data.balances.receivable) : '–'} />
      </div>
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))' }}>
        <Card title="Volume por dia">
          <BarChart
            title="Volume por dia e forma de pagamento"
            series={methods.map((method) => ({ id: method, label: paymentMethodLabels[method] }))}
            categories={dayCategories}
            format={formatMoney}
            formatAxis={formatMoneyCompact}
          />
        </Card>
        <Card title="Recusas">
          <BarChart
            title="Principais motivos de recusa"
            series={[{ id: 'count', label: 'Recusas' }]}
            categories={refusalCategories}
            format={formatInteger}
            orientation="horizontal"
          />
        </Card>
      </div>
      <Card title="Transações do período">
        <DataTable
          label="Transações"
          columns={columns}
          rows={data?.page.items ?? []}
          rowKey={(tx) => tx.id}
          status={loading ? 'loading' : state.error ? 'error' : 'ready'}
          total={data?.page.total ?? 0}
          page={view.page}
          pageSize={view.pageSize}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize: pageSize as 20 | 50 | 100 })}
          sort={{ columnId: view.sort === 'amount' ? 'amount' : 'createdAt', direction: view.order }}
          onSortChange={(sort) =>
            change({ sort: sort.columnId === 'amount' ? 'amount' : 'date', order: sort.direction })
          }
          totals={
            totals
              ? { amount: formatMoney(totals.amount), fees: formatMoney(-totals.fees), net: formatMoney(totals.net) }
              : undefined
          }
          activeFilters={activeTransactionFilters(view).map((filter) => filter.label)}
          onClearFilters={() => clear()}
          onRetry={() => setAttempt((previous) => previous + 1)}
          columnPreferences={columnPreferences}
          onColumnPreferencesChange={setColumnPreferences}
        />
      </Card>
      {data?.detail && (
        <Card title={`Transação ${data.detail.id}`}>
          <DetailList
            items={[
              { term: 'ID da transação', description: data.detail.id, copyValue: data.detail.id },
              { term: 'NSU', description: data.detail.nsu, copyValue: data.detail.nsu },
              { term: 'Código de autorização', description: data.detail.authorizationCode },
              { term: 'Cartão', description: data.detail.card?.masked },
              { term: 'E2E do Pix', description: data.detail.pix?.e2eId, copyValue: data.detail.pix?.e2eId },
              { term: 'Valor bruto', description: <Money cents={data.detail.gross} /> },
              { term: 'Taxas', description: <Money cents={-(data.detail.mdr + data.detail.fixedFee)} /> },
              { term: 'Valor líquido', description: <Money cents={data.detail.net} /> },
            ]}
          />
          <Timeline
            label="Histórico da transação"
            events={data.detail.timeline.map((event, index) => ({ id: `${index}`, at: event.at, title: event.title }))}
          />
        </Card>
      )}
    </div>
  );
}
