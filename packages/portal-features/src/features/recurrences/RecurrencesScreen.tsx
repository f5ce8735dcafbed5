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
  SearchField,
  StatusBadge,
  formatDate,
  formatInteger,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { NavigateButton } from '../../core/links/NavigateButton';
import {
  ListScreen,
  chipLabels,
  defineListView,
  filterChips,
  textField,
  useListView,
  valuesField,
} from '../../core/list';
import { ActionRow, ToneNotice, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
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

/** The subscriptions' view in the URL. */
export const recurrenceListView = defineListView({
  q: textField('busca'),
  status: valuesField('status', recurrenceStatuses),
});

/**
 * /dashboard/recurrences (Personalizado) and /dashboard/fixed/recurrences (Anônimo): the subscriptions of one
 * kind with their next charge and failures, filtered by status and text in the URL; the failing ones called out
 * above the list with a shortcut to them.
 */
export function RecurrencesScreen() {
  const m = useMessages('recurrences', recurrencesMessages);
  const chip = chipLabels(useMessages('money', moneyMessages));
  const route = useCurrentRoute();
  const kind = recurrenceKindOfPath(route.path);
  const { href } = usePortalLink();
  const list = useListView(recurrenceListView, { today: useSaoPauloToday() });
  const { state, change } = list;
  const query = useRecurrences({
    kind,
    ...(state.status.length ? { status: state.status.join(',') } : {}),
    ...(state.q ? { q: state.q } : {}),
    ...(state.page > 1 ? { page: String(state.page) } : {}),
    ...(state.pageSize !== 20 ? { pageSize: String(state.pageSize) as '50' | '100' } : {}),
  });
  const data = query.error ? undefined : query.data;
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
  const chips = filterChips(state, {
    q: chip.text(m.search),
    status: chip.values(m.status, recurrenceStatusLabels),
  });
  return (
    <ListScreen
      list={list}
      query={query}
      header={
        <>
          <p>{m.intro[kind]}</p>
          {data?.canCreate && (
            <ActionRow>
              <NavigateButton to={recurrencePaths[kind].create}>
                {kind === 'reusable' ? m.createPlan : m.create}
              </NavigateButton>
            </ActionRow>
          )}
          {data && data.totals.failing > 0 && (
            <ToneNotice $tone="danger" role="status">
              <p>{m.failingNotice(data.totals.failing)}</p>
              <Button variant="secondary" size="sm" onClick={() => change({ status: FAILING })}>
                {m.showFailing}
              </Button>
            </ToneNotice>
          )}
        </>
      }
      chips={chips}
      filters={
        <>
          <SearchField label={m.search} hint={m.searchHint} value={state.q} onSearch={(q) => change({ q })} />
          <ChipSelect
            label={m.status}
            options={recurrenceStatuses.map((value) => ({ value, label: recurrenceStatusLabels[value] }))}
            value={state.status}
            onChange={(status: RecurrenceStatus[]) => change({ status })}
          />
        </>
      }
      figures={{
        title: m.summaryLabel,
        id: 'recorrencias-resumo',
        items: [
          { label: m.active, value: (d) => formatInteger(d.totals.active) },
          {
            label: m.monthlyRevenue,
            value: (d) => formatMoney(d.totals.monthlyRevenue),
            detail: () => m.monthlyRevenueHint,
          },
          { label: m.failing, value: (d) => formatInteger(d.totals.failing) },
        ],
      }}
      beforeTable={kind === 'reusable' && data && <PlansCard plans={data.plans} />}
      title={m.cardTitle}
      table={{
        label: m.table,
        columns,
        rowKey: (r) => r.id,
        rows: (d) => d.items,
        total: (d) => d.total,
        rowLink: (r) => ({ href: href(recurrencePreviewPath(kind, r.id)), label: who(r) }),
        emptyMessage: m.empty[kind],
      }}
    />
  );
}
