import type { Anticipation } from '@painel/api-client';
import { useAnticipations } from '@painel/api-client/react';
import { anticipationStatusLabels, anticipationStatuses, type AnticipationStatus } from '@painel/api-client/money';
import { ChipSelect, DateTime, Money, PeriodPicker, StatusBadge, type DataColumn } from '@painel/ui';
import { useEffect, useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  ListScreen,
  chipLabels,
  defineListView,
  filterChips,
  periodField,
  useListView,
  valuesField,
} from '../../core/list';
import { anticipationStatusTone, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { usePortalLink } from '../../core/runtime/hooks';
import { anticipationsMessages } from './messages';

/** The anticipations' view in the URL. */
export const anticipationListView = defineListView({
  period: periodField('last30'),
  status: valuesField('situacao', anticipationStatuses),
});

/** The anticipations in scope over a period (in the URL), each opening the receivables it brought forward. */
export function AnticipationList({ withCompany, refreshKey }: { withCompany: boolean; refreshKey: number }) {
  const m = useMessages('anticipations', anticipationsMessages).list;
  const chip = chipLabels(useMessages('money', moneyMessages));
  const today = useSaoPauloToday();
  const list = useListView(anticipationListView, { today });
  const { state, change } = list;
  const filters = useMemo(
    () => ({
      from: state.period.from,
      to: state.period.to,
      status: state.status,
      page: state.page,
      pageSize: state.pageSize,
    }),
    [state],
  );
  const query = useAnticipations(filters);
  const { mutate } = query;
  // A new anticipation is read again at once.
  useEffect(() => {
    if (refreshKey > 0) void mutate();
  }, [refreshKey, mutate]);
  const { href } = usePortalLink();
  const c = m.columns;
  const columns: DataColumn<Anticipation>[] = [
    { id: 'id', label: c.id, cell: (a) => a.id, hideable: false },
    { id: 'requestedAt', label: c.requestedAt, cell: (a) => <DateTime value={a.requestedAt} /> },
    { id: 'creditDate', label: c.creditDate, cell: (a) => <DateTime value={a.creditDate} show="date" /> },
    ...(withCompany ? [{ id: 'company', label: c.company, cell: (a: Anticipation) => a.companyName }] : []),
    { id: 'count', label: c.count, align: 'end', cell: (a) => a.count },
    { id: 'net', label: c.net, align: 'end', cell: (a) => <Money cents={a.net} /> },
    { id: 'fee', label: c.fee, align: 'end', cell: (a) => <Money cents={-a.fee} /> },
    { id: 'credited', label: c.credited, align: 'end', card: 'headline', cell: (a) => <Money cents={a.credited} /> },
    {
      id: 'status',
      label: c.status,
      cell: (a) => (
        <StatusBadge tone={anticipationStatusTone[a.status]}>{anticipationStatusLabels[a.status]}</StatusBadge>
      ),
    },
    { id: 'requestedBy', label: c.requestedBy, cell: (a) => a.requestedBy },
  ];
  const chips = filterChips(state, { status: chip.values(m.status, anticipationStatusLabels) });
  return (
    <ListScreen
      layout="section"
      list={list}
      query={query}
      title={m.title}
      chips={chips}
      filters={
        <>
          <PeriodPicker value={state.period} today={today} onChange={(period) => change({ period })} />
          <ChipSelect
            label={m.status}
            options={anticipationStatuses.map((value) => ({ value, label: anticipationStatusLabels[value] }))}
            value={state.status}
            onChange={(status: AnticipationStatus[]) => change({ status })}
          />
        </>
      }
      table={{
        label: m.table,
        columns,
        rowKey: (a) => a.id,
        rows: (d) => d.items,
        total: (d) => d.total,
        rowLink: (a) => ({
          href: href(`/dashboard/statements/pending/preview/${a.companyId}/${a.creditDate}`),
          label: m.open(a.id),
        }),
      }}
    />
  );
}
