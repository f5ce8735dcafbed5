import { StatusBadge, type BadgeTone, type DataColumn } from '@painel/ui';

/** A list's status column: the full word with its tone, beside the headline on a phone's card. */
export function statusColumn<Row, Status extends string>(
  label: string,
  statusOf: (row: Row) => Status,
  tones: Record<Status, BadgeTone>,
  words: Record<Status, string>,
): DataColumn<Row> {
  return {
    id: 'status',
    label,
    card: 'badge',
    cell: (row) => <StatusBadge tone={tones[statusOf(row)]}>{words[statusOf(row)]}</StatusBadge>,
  };
}
