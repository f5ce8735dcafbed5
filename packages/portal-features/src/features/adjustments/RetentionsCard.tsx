import { listStatusOf } from '../../core/money';
import type { Retention } from '@painel/api-client';
import { useMoneyCompanies, useRetentions } from '@painel/api-client/react';
import { Button, Card, DataTable, DateTime, Money, StatusBadge, formatDate, type DataColumn } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { adjustmentsMessages } from './messages';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';

// The forms load when staff open one.
const NewRetentionDialog = dialogOnDemand(() =>
  import('./RetentionDialogs').then((module) => module.NewRetentionDialog),
);
const ReleaseRetentionDialog = dialogOnDemand(() =>
  import('./RetentionDialogs').then((module) => module.ReleaseRetentionDialog),
);

/**
 * Retenção preventiva (merchant contract, clause 4): suspect funds held up to 6 months, each with its reason, who
 * placed it and when it is released; platform staff place and release them, merchants see their own.
 */
export function RetentionsCard() {
  const m = useMessages('adjustments', adjustmentsMessages).retentions;
  const list = useRetentions();
  const companies = useMoneyCompanies();
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const refresh = () => void list.mutate();
  const columns: DataColumn<Retention>[] = [
    { id: 'id', label: m.columns.id, cell: (r) => r.id, hideable: false },
    { id: 'createdAt', label: m.columns.createdAt, cell: (r) => <DateTime value={r.createdAt} /> },
    { id: 'company', label: m.columns.company, cell: (r) => r.companyName },
    { id: 'held', label: m.columns.held, align: 'end', cell: (r) => <Money cents={r.held} /> },
    {
      id: 'reason',
      label: m.columns.reason,
      cell: (r) => (
        <>
          {r.reason}
          {r.released && (
            <>
              <br />
              <small>{m.releasedBy(r.released.by.name, r.released.reason)}</small>
            </>
          )}
        </>
      ),
    },
    {
      id: 'status',
      label: m.columns.status,
      cell: (r) => (
        <>
          <StatusBadge tone={r.status === 'active' ? 'warning' : 'success'}>{m.status[r.status]}</StatusBadge>{' '}
          <small>
            {r.released ? m.releasedOn(formatDate(r.released.at.slice(0, 10))) : m.releaseOn(formatDate(r.releaseDate))}
          </small>
        </>
      ),
    },
    ...(data?.canManage
      ? [
          {
            id: 'actions',
            label: m.columns.actions,
            cell: (r: Retention) =>
              r.status === 'active' ? (
                <ReleaseRetentionDialog
                  trigger={
                    <Button variant="tertiary" size="sm" aria-label={m.releaseLabel(r.id)}>
                      {m.release}
                    </Button>
                  }
                  retention={r}
                  confirmWith={data.confirmWith}
                  onDone={refresh}
                />
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Card title={m.title}>
      <p>{m.intro}</p>
      {data?.canManage && (
        <NewRetentionDialog
          trigger={<Button variant="secondary">{m.open}</Button>}
          merchants={companies.data?.merchants ?? []}
          confirmWith={data.confirmWith}
          onDone={refresh}
        />
      )}
      <DataTable
        label={m.table}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(r) => r.id}
        status={listStatusOf(error, Boolean(data))}
        emptyMessage={m.empty}
        total={data?.items.length ?? 0}
        page={1}
        pageSize={Math.max(20, data?.items.length ?? 0)}
        onPageChange={() => undefined}
        onRetry={refresh}
      />
    </Card>
  );
}
