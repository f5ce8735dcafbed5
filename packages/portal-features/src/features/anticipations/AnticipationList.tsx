import type { Anticipation } from '@painel/api-client';
import { useAnticipations } from '@painel/api-client/react';
import { anticipationStatusLabels, anticipationStatuses, type AnticipationStatus } from '@painel/api-client/money';
import {
  Card,
  ChipSelect,
  DataTable,
  DateTime,
  FilterBar,
  Money,
  PeriodPicker,
  StatusBadge,
  resolvePeriod,
  type DataColumn,
} from '@painel/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { anticipationStatusTone, useSaoPauloToday, listStatusOf } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { knownValues } from '../../core/money/urlValues';
import { usePortalLink } from '../../core/runtime/hooks';
import { anticipationsMessages } from './messages';

/** The anticipations in scope over a period (in the URL), each opening the receivables it brought forward. */
export function AnticipationList({ withCompany, refreshKey }: { withCompany: boolean; refreshKey: number }) {
  const m = useMessages('anticipations', anticipationsMessages).list;
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const [search, setSearch] = useSearchParams();
  const period = resolvePeriod(search.get('periodo'), search.get('de'), search.get('ate'), today, 'last30');
  const statusKey = search.get('situacao');
  const status = useMemo(() => knownValues(statusKey, anticipationStatuses), [statusKey]);
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const filters = useMemo(
    () => ({ from: period.from, to: period.to, status, page, pageSize: 20 as const }),
    [period.from, period.to, status, page],
  );
  const list = useAnticipations(filters);
  const { mutate } = list;
  // A new anticipation is read again at once.
  useEffect(() => {
    if (refreshKey > 0) void mutate();
  }, [refreshKey, mutate]);
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const write = (patch: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries({ pagina: null, ...patch })) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
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
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const active = status.length
    ? [money.filterLabel(m.status, status.map((s) => anticipationStatusLabels[s]).join(', '))]
    : [];
  const clear = () => write({ situacao: null });
  return (
    <Card title={m.title}>
      <FilterBar
        activeFilters={active.map((label, index) => ({ id: String(index), label }))}
        onRemoveFilter={clear}
        onClearFilters={clear}
      >
        <PeriodPicker
          value={period}
          today={today}
          onChange={(next) =>
            write({
              periodo: next.preset === 'last30' ? null : next.preset,
              de: next.preset === 'custom' ? next.from : null,
              ate: next.preset === 'custom' ? next.to : null,
            })
          }
        />
        <ChipSelect
          label={m.status}
          options={anticipationStatuses.map((value) => ({ value, label: anticipationStatusLabels[value] }))}
          value={status}
          onChange={(next: AnticipationStatus[]) => write({ situacao: next.join(',') })}
        />
      </FilterBar>
      <DataTable
        label={m.table}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(a) => a.id}
        status={listStatusOf(error, Boolean(data))}
        total={data?.total ?? 0}
        page={page}
        pageSize={20}
        onPageChange={(next) => write({ pagina: next > 1 ? String(next) : null })}
        rowLink={(a) => ({
          href: href(`/dashboard/statements/pending/preview/${a.companyId}/${a.creditDate}`),
          label: m.open(a.id),
        })}
        onNavigate={(target) => void navigate(target)}
        activeFilters={active}
        onClearFilters={clear}
        onRetry={() => void list.mutate()}
      />
    </Card>
  );
}
