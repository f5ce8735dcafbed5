import type { Transfer } from '@painel/api-client';
import { transferKindLabels, transferStatusLabels } from '@painel/api-client/money';
import { DateTime, Money, StatusBadge, formatDate, type DataColumn } from '@painel/ui';
import { transferStatusTone } from '../../core/money';
import type { transfersMessages } from './messages';

/** Who gets it, in one line: the name, then the masked key or the bank. */
const recipientLine = (t: Transfer) =>
  [t.recipient.name, t.recipient.pixKey ?? [t.recipient.bank, t.recipient.account].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(' · ');

export function transferColumns(m: typeof transfersMessages, withCompany: boolean): DataColumn<Transfer>[] {
  const c = m.columns;
  return [
    { id: 'id', label: c.id, cell: (t) => t.id, hideable: false },
    // Next to the ID, so it is in sight at 1280 px whatever else is shown.
    {
      id: 'status',
      label: c.status,
      cell: (t) => <StatusBadge tone={transferStatusTone[t.status]}>{transferStatusLabels[t.status]}</StatusBadge>,
    },
    { id: 'requestedAt', label: c.requestedAt, cell: (t) => <DateTime value={t.requestedAt} /> },
    {
      id: 'scheduledFor',
      label: c.scheduledFor,
      wrap: true,
      cell: (t) => (
        <>
          {/* The date the detail calls 'Efetivação'; a confirmation on another day says so, as the detail does. */}
          <DateTime value={t.scheduledFor} show="date" />
          {t.movedFrom ? ` (${m.movedFrom(formatDate(t.movedFrom))})` : ''}
          {t.completedOn && t.completedOn !== t.scheduledFor ? ` · ${m.confirmedOn(formatDate(t.completedOn))}` : ''}
        </>
      ),
    },
    { id: 'kind', label: c.kind, cell: (t) => transferKindLabels[t.kind] },
    { id: 'recipient', label: c.recipient, cell: recipientLine, wrap: true },
    ...(withCompany ? [{ id: 'company', label: c.company, cell: (t: Transfer) => t.companyName }] : []),
    { id: 'amount', label: c.amount, align: 'end', cell: (t) => <Money cents={t.amount} /> },
    { id: 'fee', label: c.fee, align: 'end', cell: (t) => <Money cents={-t.fee} /> },
    { id: 'credited', label: c.credited, align: 'end', cell: (t) => <Money cents={t.credited} />, defaultHidden: true },
    { id: 'e2eId', label: c.e2eId, cell: (t) => t.e2eId ?? '', defaultHidden: true },
    { id: 'requestedBy', label: c.requestedBy, cell: (t) => t.requestedBy },
  ];
}
