import type { Dispute } from '@painel/api-client';
import { useDisputes } from '@painel/api-client/react';
import {
  disputeKinds,
  disputeStateLabels,
  disputeStates,
  type DisputeKind,
  type DisputeState,
} from '@painel/api-client/money';
import { Button, ChipSelect, Money, PeriodPicker, StatusBadge, formatMoney, type DataColumn } from '@painel/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  ListScreen,
  chipLabels,
  defineListView,
  filterChips,
  periodField,
  useListView,
  useUrlParam,
  valuesField,
} from '../../core/list';
import { DisputeDeadline, ToneNotice, disputeStateTone, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { usePortalLink } from '../../core/runtime/hooks';
import { disputesMessages } from './messages';
import { Actions, KindAndReason } from './styles';

// The answer's form, its evidence upload and its rules load when a dispute is opened, not with the list.
const DisputeDialog = lazy(() => import('./DisputeDialog').then((module) => ({ default: module.DisputeDialog })));

/** The disputes' view in the URL; the dispute being answered is `?disputa=` beside it. */
export const disputeListView = defineListView({
  period: periodField('last30'),
  state: valuesField('situacao', disputeStates),
  kind: valuesField('tipo', disputeKinds),
});

/**
 * /dashboard/transfers/chargebacks: chargebacks and Pix MEDs in scope with the value held, the deadline counting
 * down (alerts at 48, 24 and 6 hours), and the one answer each allows. Filters and the open dispute live in the
 * URL, so the transaction detail links straight to a dispute's answer.
 */
export function DisputesScreen() {
  const m = useMessages('disputes', disputesMessages);
  const chip = chipLabels(useMessages('money', moneyMessages));
  const today = useSaoPauloToday();
  const list = useListView(disputeListView, { today });
  const { state: view, change } = list;
  const [opened, setOpened] = useUrlParam('disputa');
  const filters = useMemo(
    () => ({
      from: view.period.from,
      to: view.period.to,
      state: view.state,
      kind: view.kind,
      page: view.page,
      pageSize: view.pageSize,
    }),
    [view],
  );
  const query = useDisputes(filters);
  const { href } = usePortalLink();
  const c = m.columns;
  const items = query.data?.items ?? [];
  const withCompany = items.some((d) => d.companyId !== items[0]?.companyId);
  const columns: DataColumn<Dispute>[] = [
    { id: 'transaction', label: c.transaction, cell: (d) => d.transactionId, hideable: false },
    {
      id: 'kind',
      label: c.kind,
      cell: (d) => (
        <KindAndReason>
          <span>{m.kinds[d.kind]}</span>
          <small>{d.reason}</small>
        </KindAndReason>
      ),
    },
    ...(withCompany ? [{ id: 'company', label: c.company, cell: (d: Dispute) => d.companyName }] : []),
    { id: 'amount', label: c.amount, align: 'end', cell: (d) => <Money cents={d.amount} /> },
    {
      id: 'deadline',
      label: c.deadline,
      cell: (d) => (d.state === 'open' ? <DisputeDeadline deadline={d.deadline} /> : '—'),
    },
    {
      id: 'state',
      label: c.state,
      cell: (d) => <StatusBadge tone={disputeStateTone[d.state]}>{disputeStateLabels[d.state]}</StatusBadge>,
    },
    {
      id: 'actions',
      label: c.actions,
      hideable: false,
      cell: (d) => (
        <Actions>
          <Button
            size="sm"
            variant={d.canAnswer ? 'primary' : 'secondary'}
            aria-label={d.canAnswer ? m.answer(d.transactionId) : m.view(d.transactionId)}
            onClick={() => setOpened(d.transactionId)}
          >
            {d.canAnswer ? m.answerShort : m.viewShort}
          </Button>
        </Actions>
      ),
    },
  ];
  const totals = query.error ? undefined : query.data?.totals;
  const chips = filterChips(view, {
    state: chip.values(m.filters.state, disputeStateLabels),
    kind: chip.values(m.filters.kind, m.kinds),
  });
  return (
    <>
      <ListScreen
        list={list}
        query={query}
        header={
          <>
            <p>{m.intro}</p>
            {totals && totals.dueSoon > 0 && (
              <ToneNotice $tone="warning" role="status">
                <p>{m.dueSoonAlert(totals.dueSoon)}</p>
              </ToneNotice>
            )}
          </>
        }
        chips={chips}
        filters={
          <>
            <PeriodPicker value={view.period} today={today} onChange={(period) => change({ period })} />
            <ChipSelect
              label={m.filters.state}
              options={disputeStates.map((value) => ({ value, label: disputeStateLabels[value] }))}
              value={view.state}
              onChange={(state: DisputeState[]) => change({ state })}
            />
            <ChipSelect
              label={m.filters.kind}
              options={disputeKinds.map((value) => ({ value, label: m.kinds[value] }))}
              value={view.kind}
              onChange={(kind: DisputeKind[]) => change({ kind })}
            />
          </>
        }
        figures={{
          title: m.summaryLabel,
          id: 'disputas-resumo',
          items: [
            {
              label: m.summary.open,
              value: (d) => String(d.totals.open),
              detail: (d) => m.summary.dueSoon(d.totals.dueSoon),
            },
            {
              label: m.summary.held,
              value: (d) => formatMoney(d.totals.held),
              detail: () => m.summary.heldDetail,
            },
            {
              label: m.summary.lost,
              value: (d) => formatMoney(d.totals.lost),
              detail: (d) => m.summary.fines(formatMoney(d.totals.fines)),
            },
          ],
        }}
        title={m.cardTitle}
        table={{
          label: m.table,
          columns,
          rowKey: (d) => d.transactionId,
          rows: (d) => d.items,
          total: (d) => d.total,
          rowLink: (d) => ({
            href: href(`/dashboard/transactions/preview/${d.transactionId}`),
            label: m.openTransaction(d.transactionId),
          }),
        }}
        csv={{ list: 'disputes', filters, filename: m.listFile(view.period.from, view.period.to) }}
      />
      {opened && (
        <Suspense fallback={null}>
          <DisputeDialog
            transactionId={opened}
            onClose={() => setOpened(null)}
            onAnswered={() => void query.mutate()}
          />
        </Suspense>
      )}
    </>
  );
}
