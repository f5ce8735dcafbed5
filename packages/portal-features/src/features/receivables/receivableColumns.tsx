import type { Receivable } from '@painel/api-client';
import { cardBrandLabels, paymentMethodLabels } from '@painel/api-client';
import { receivableStatusLabels } from '@painel/api-client/money';
import { DateTime, Money, StatusBadge, formatDate, type DataColumn } from '@painel/ui';
import { PortalLink } from '../../core/links/PortalLink';
import { receivableStatusTone } from '../../core/money';
import type { receivablesMessages } from './messages';
import { SelectBox } from './styles';

export interface ReceivableSelection {
  isSelected: (id: string) => boolean;
  toggle: (receivable: Receivable) => void;
}

const product = (r: Receivable) =>
  [paymentMethodLabels[r.method], r.brand ? cardBrandLabels[r.brand] : null].filter(Boolean).join(' · ');

/** The installments table: a box to choose the anticipatable ones (when the reader may anticipate), then the figures. */
export function receivableColumns(
  m: typeof receivablesMessages,
  {
    withCompany,
    selection,
    linkSales,
  }: { withCompany: boolean; selection: ReceivableSelection | null; linkSales: boolean },
): DataColumn<Receivable>[] {
  const c = m.columns;
  return [
    ...(selection
      ? [
          {
            id: 'select',
            label: c.select,
            hideable: false,
            cell: (r: Receivable) =>
              r.anticipatable ? (
                <SelectBox
                  type="checkbox"
                  aria-label={m.select(r.id)}
                  checked={selection.isSelected(r.id)}
                  onChange={() => selection.toggle(r)}
                />
              ) : null,
          },
        ]
      : []),
    {
      id: 'expectedDate',
      label: c.date,
      cell: (r) => <DateTime value={r.expectedDate} show="date" />,
      hideable: false,
    },
    // The status next to the date and whose it is early, so both stay in sight at 1280 px.
    {
      id: 'status',
      label: c.status,
      cell: (r) => (
        <>
          <StatusBadge tone={receivableStatusTone[r.status]}>{receivableStatusLabels[r.status]}</StatusBadge>
          {r.saleEvent && <small>{m.saleEvent[r.saleEvent.kind](formatDate(r.saleEvent.date))}</small>}
        </>
      ),
    },
    ...(withCompany ? [{ id: 'company', label: c.company, cell: (r: Receivable) => r.companyName, wrap: true }] : []),
    {
      id: 'originalDate',
      label: c.original,
      cell: (r) => (r.originalDate === r.expectedDate ? '' : <DateTime value={r.originalDate} show="date" />),
      defaultHidden: true,
    },
    {
      id: 'sale',
      label: c.sale,
      cell: (r) =>
        linkSales ? (
          <PortalLink to={`/dashboard/statements/preview/${r.transactionId}`}>{r.transactionId}</PortalLink>
        ) : (
          r.transactionId
        ),
    },
    {
      id: 'saleDate',
      label: c.saleDate,
      cell: (r) => <DateTime value={r.saleDate} show="date" />,
      defaultHidden: true,
    },
    { id: 'installment', label: c.installment, cell: (r) => m.installmentOf(r.installment, r.of) },
    { id: 'product', label: c.product, cell: product, wrap: true },
    { id: 'gross', label: c.gross, align: 'end', cell: (r) => <Money cents={r.gross} /> },
    { id: 'mdr', label: c.mdr, align: 'end', cell: (r) => <Money cents={-r.mdr} /> },
    {
      id: 'anticipationFee',
      label: c.anticipationFee,
      align: 'end',
      // Zero on every installment not anticipated: chosen in 'Escolher colunas' by who needs it.
      defaultHidden: true,
      cell: (r) => <Money cents={-r.anticipationFee} />,
    },
    { id: 'net', label: c.net, align: 'end', card: 'headline', cell: (r) => <Money cents={r.net} /> },
  ];
}
