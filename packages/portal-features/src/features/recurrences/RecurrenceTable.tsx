import { recurrenceStatusLabels, type Recurrence } from '@painel/api-client';
import { DataTable, StatusBadge, type DataColumn } from '@painel/ui';
import { useNavigate } from 'react-router-dom';
import { usePortalLink } from '../../core/runtime/hooks';
import { recurrencePreviewPath } from './recurrencePaths';
import { recurrenceStatusTone } from './recurrenceTones';

/** A recurrence's status as a badge, the same in every table. */
export const statusColumn = (label: string): DataColumn<Recurrence> => ({
  id: 'status',
  label,
  cell: (r) => <StatusBadge tone={recurrenceStatusTone[r.status]}>{recurrenceStatusLabels[r.status]}</StatusBadge>,
});

/** A short list of an Anônimo page (plans, a plan's subscribers), whole on one page, each row opening its preview. */
export function RecurrenceTable({
  label,
  columns,
  rows,
  linkLabel,
  empty,
}: {
  label: string;
  columns: DataColumn<Recurrence>[];
  rows: readonly Recurrence[];
  linkLabel: (r: Recurrence) => string;
  empty: string;
}) {
  const navigate = useNavigate();
  const { href } = usePortalLink();
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      status="ready"
      total={rows.length}
      page={1}
      pageSize={100}
      onPageChange={() => undefined}
      rowLink={(r) => ({ href: href(recurrencePreviewPath('reusable', r.id)), label: linkLabel(r) })}
      onNavigate={(target) => void navigate(target)}
      emptyMessage={empty}
    />
  );
}
