import {
  captureChannelLabels,
  cardBrandLabels,
  paymentMethodLabels,
  refusalReasons,
  transactionStatusLabels,
  type TransactionSummary,
} from '@painel/api-client';
import { type TransactionCsvColumn } from '@painel/api-client/money';
import { DateTime, Money, StatusBadge, type DataColumn } from '@painel/ui';
import { transactionStatusTone } from '../../core/money';
import type { transactionsMessages } from './messages';

/** How a sale was paid, in one short line: 'Crédito · Visa · 3x'. */
export const paymentLine = (tx: Pick<TransactionSummary, 'method' | 'brand' | 'installments'>) =>
  [
    paymentMethodLabels[tx.method],
    tx.brand ? cardBrandLabels[tx.brand] : null,
    tx.installments > 1 ? `${tx.installments}x` : null,
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The list's columns. Their ids are the export's (plus 'brand' exported with 'method'), so the CSV of the
 * visible columns is what the person sees.
 */
export function transactionColumns(
  m: typeof transactionsMessages,
  withCompany: boolean,
): DataColumn<TransactionSummary>[] {
  return [
    { id: 'id', label: m.columns.id, cell: (tx) => tx.id, hideable: false },
    {
      id: 'status',
      label: m.columns.status,
      cell: (tx) => (
        <StatusBadge tone={transactionStatusTone[tx.status]}>{transactionStatusLabels[tx.status]}</StatusBadge>
      ),
    },
    { id: 'createdAt', label: m.columns.createdAt, cell: (tx) => <DateTime value={tx.createdAt} />, sortable: true },
    // Whose sale it is, early, for roles that see several merchants (a partner, staff): in sight at 1280 px.
    {
      id: 'company',
      label: m.columns.company,
      cell: (tx) => tx.companyName,
      defaultHidden: !withCompany,
      wrap: true,
    },
    { id: 'orderNumber', label: m.columns.orderNumber, cell: (tx) => tx.orderNumber, defaultHidden: true },
    { id: 'customer', label: m.columns.customer, cell: (tx) => tx.customerName, wrap: true },
    { id: 'method', label: m.columns.method, cell: paymentLine },
    { id: 'channel', label: m.columns.channel, cell: (tx) => captureChannelLabels[tx.channel], defaultHidden: true },
    { id: 'amount', label: m.columns.amount, cell: (tx) => <Money cents={tx.amount} />, align: 'end', sortable: true },
    {
      id: 'gross',
      label: m.columns.gross,
      cell: (tx) => <Money cents={tx.gross} />,
      align: 'end',
      defaultHidden: true,
    },
    { id: 'fees', label: m.columns.fees, cell: (tx) => <Money cents={-tx.fees} />, align: 'end' },
    { id: 'net', label: m.columns.net, cell: (tx) => <Money cents={tx.net} />, align: 'end' },
    { id: 'store', label: m.columns.store, cell: (tx) => tx.storeName, defaultHidden: true },
    {
      id: 'refusal',
      label: m.columns.refusal,
      cell: (tx) => refusalReasons.find((reason) => reason.code === tx.refusalCode)?.message ?? '',
      defaultHidden: true,
    },
  ];
}

/** The export's columns for the list's visible ones: the method's brand travels in a column of its own. */
export const exportColumnsOf = (visibleIds: readonly string[]): TransactionCsvColumn[] =>
  visibleIds.flatMap((id): TransactionCsvColumn[] =>
    id === 'method' ? ['method', 'brand', 'installments'] : [id as TransactionCsvColumn],
  );
