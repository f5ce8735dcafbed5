import {
  recurrenceCycleLabels,
  recurrenceStatusLabels,
  recurrenceStatuses,
  type Recurrence,
  type RecurrenceStatus,
} from '@painel/api-client';
import { useRecurrences } from '@painel/api-client/react';
import {
  Button,
  Card,
  ChipSelect,
  DataTable,
  FilterBar,
  SearchField,
  StatCard,
  StatusBadge,
  formatDate,
  formatInteger,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  ActionRow,
  FigureGrid,
  MoneyStack,
  SectionTitle,
  ToneNotice,
  useSearchPatch,
  listStatusOf,
} from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { knownValues } from '../../core/money/urlValues';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { usePortalLink } from '../../core/runtime/hooks';
import { recurrencesMessages } from './messages';
import { recurrenceKindOfPath, recurrencePaths, recurrencePreviewPath } from './recurrencePaths';
import { RecurrenceTable, statusColumn } from './RecurrenceTable';

/** Anônimo: the plans, each a public subscribe link, with how many subscribed and are still active. */
function PlansCard({ plans }: { plans: readonly Recurrence[] }) {
  const m = useMessages('recurrences', recurrencesMessages);
  const columns: DataColumn<Recurrence>[] = [
    { id: 'plan', label: m.plansColumns.plan, cell: (r) => r.description, hideable: false },
    { id: 'amount', label: m.columns.amount, align: 'end', cell: (r) => formatMoney(r.amount) },
    { id: 'cycle', label: m.columns.cycle, cell: (r) => recurrenceCycleLabels[r.cycle] },
    { id: 'method', label: m.columns.method, cell: (r) => m.methods[r.method] },
    {
      id: 'subscribers',
      label: m.plansColumns.subscribers,
      cell: (r) => m.subscribersOf(r.plan?.activeSubscribers ?? 0, r.plan?.subscribers ?? 0),
    },
    statusColumn(m.columns.status),
  ];
  return (
    <Card title={m.plansTitle}>
      <RecurrenceTable
        label={m.plansTable}
        columns={columns}
        rows={plans}
        linkLabel={(r) => r.description}
        empty={m.noPlans}
      />
    </Card>
  );
}

/** The statuses of a subscription whose charges failed: the notice's shortcut filters by them. */
const FAILING: RecurrenceStatus[] = ['incomplete', 'overdue'];

/**
 * /dashboard/recurrences (Personalizado) and /dashboard/fixed/recurrences (Anônimo): the subscriptions of one
 * kind with their next charge and failures, filtered by status and text in the URL; the failing ones called out
 * above the list with a shortcut to them.
 */
export function RecurrencesScreen() {
  const m = useMessages('recurrences', recurrencesMessages);
  const money = useMessages('money', moneyMessages);
  const route = useCurrentRoute();
  const kind = recurrenceKindOfPath(route.path);
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const { search, write } = useSearchPatch();
  const statusKey = search.get('status');
  const status = useMemo(() => knownValues(statusKey, recurrenceStatuses), [statusKey]);
  const q = search.get('busca') ?? '';
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const list = useRecurrences({
    kind,
    ...(status.length ? { status: status.join(',') } : {}),
    ...(q ? { q } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  });
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const c = m.columns;
  const who = (r: Recurrence) => r.customer?.name ?? m.anonymousCustomer;
  const columns: DataColumn<Recurrence>[] = [
    { id: 'customer', label: c.customer, cell: who, hideable: false },
    { id: 'description', label: c.description, cell: (r) => r.description },
    { id: 'amount', label: c.amount, align: 'end', cell: (r) => formatMoney(r.amount) },
    { id: 'cycle', label: c.cycle, cell: (r) => recurrenceCycleLabels[r.cycle] },
    { id: 'method', label: c.method, cell: (r) => m.methods[r.method] },
    {
      id: 'nextCharge',
      label: c.nextCharge,
      cell: (r) => (r.nextCharge ? formatDate(r.nextCharge.dueDate) : m.noNextCharge),
    },
    statusColumn(c.status),
    {
      id: 'failed',
      label: c.failed,
      cell: (r) =>
        r.failedCharges > 0 ? <StatusBadge tone="danger">{m.failedCount(r.failedCharges)}</StatusBadge> : '0',
    },
  ];
  const active = [
    ...(q ? [money.filterLabel(m.search, q)] : []),
    ...(status.length ? [money.filterLabel(m.status, status.map((s) => recurrenceStatusLabels[s]).join(', '))] : []),
  ];
  const clear = () => write({ busca: null, status: null });
  return (
    <MoneyStack>
      <p>{m.intro[kind]}</p>
      {data?.canCreate && (
        <ActionRow>
          <Button onClick={() => void navigate(href(recurrencePaths[kind].create))}>
            {kind === 'reusable' ? m.createPlan : m.create}
          </Button>
        </ActionRow>
      )}
      {data && data.totals.failing > 0 && (
        <ToneNotice $tone="danger" role="status">
          <p>{m.failingNotice(data.totals.failing)}</p>
          <Button variant="secondary" size="sm" onClick={() => write({ status: FAILING.join(',') })}>
            {m.showFailing}
          </Button>
        </ToneNotice>
      )}
      <FigureGrid aria-labelledby="recorrencias-resumo">
        <SectionTitle id="recorrencias-resumo">{m.summaryLabel}</SectionTitle>
        <StatCard label={m.active} loading={!data} value={data ? formatInteger(data.totals.active) : '–'} />
        <StatCard
          label={m.monthlyRevenue}
          loading={!data}
          value={data ? formatMoney(data.totals.monthlyRevenue) : '–'}
          detail={m.monthlyRevenueHint}
        />
        <StatCard label={m.failing} loading={!data} value={data ? formatInteger(data.totals.failing) : '–'} />
      </FigureGrid>
      {kind === 'reusable' && data && <PlansCard plans={data.plans} />}
      <Card title={m.cardTitle}>
        <FilterBar
          activeFilters={active.map((label, index) => ({ id: String(index), label }))}
          onRemoveFilter={clear}
          onClearFilters={clear}
        >
          <SearchField label={m.search} hint={m.searchHint} value={q} onSearch={(text) => write({ busca: text })} />
          <ChipSelect
            label={m.status}
            options={recurrenceStatuses.map((value) => ({ value, label: recurrenceStatusLabels[value] }))}
            value={status}
            onChange={(next: RecurrenceStatus[]) => write({ status: next.join(',') })}
          />
        </FilterBar>
        <DataTable
          label={m.table}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          status={listStatusOf(error, Boolean(data))}
          total={data?.total ?? 0}
          page={page}
          pageSize={data?.pageSize ?? 20}
          onPageChange={(next) => write({ pagina: next > 1 ? String(next) : null }, true)}
          rowLink={(r) => ({ href: href(recurrencePreviewPath(kind, r.id)), label: who(r) })}
          onNavigate={(target) => void navigate(target)}
          emptyMessage={m.empty[kind]}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void list.mutate()}
        />
      </Card>
    </MoneyStack>
  );
}
