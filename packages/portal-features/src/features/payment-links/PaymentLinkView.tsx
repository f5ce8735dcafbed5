import {
  checkoutMethodLabels,
  paymentLinkStatusLabels,
  type LinkPayment,
  type PaymentLinkDetail,
} from '@painel/api-client';
import {
  Card,
  DataTable,
  DateTime,
  DetailList,
  Money,
  StatusBadge,
  formatDate,
  formatMoney,
  type DataColumn,
  type DetailItem,
} from '@painel/ui';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { usePortalLink } from '../../core/runtime/hooks';
import { LinkActions } from './LinkActions';
import { linkStatusTone, paymentStatusTone } from './linkTones';
import { paymentLinksMessages } from './messages';
import { TotalLine } from './styles';

/** One link: its address and actions, what it sells, how it may be paid, and every payment with its sale. */
export function PaymentLinkView({ detail, onChanged }: { detail: PaymentLinkDetail; onChanged: () => void }) {
  const m = useMessages('paymentLinks', paymentLinksMessages);
  const d = m.detail;
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const { link, payments } = detail;
  const { card, pix, boleto } = link.methods;
  const items: DetailItem[] = [
    {
      term: m.columns.status,
      description: <StatusBadge tone={linkStatusTone[link.status]}>{paymentLinkStatusLabels[link.status]}</StatusBadge>,
    },
    { term: d.kind, description: d.kinds[link.kind] },
    {
      term: d.methods,
      description: [
        card && d.card(card.maxInstallments, card.interestFree),
        pix && d.pix(pix.expiresInMinutes),
        boleto && d.boleto(boleto.dueDays),
      ]
        .filter(Boolean)
        .join(' · '),
    },
    { term: m.columns.createdAt, description: <DateTime value={link.createdAt} /> },
    { term: m.columns.expiresOn, description: link.expiresOn ? formatDate(link.expiresOn) : m.never },
    ...(link.customer ? [{ term: d.customer, description: `${link.customer.name} · ${link.customer.email}` }] : []),
    ...(link.kind === 'reusable'
      ? [{ term: d.usageLimit, description: link.usageLimit === null ? d.noLimit : String(link.usageLimit) }]
      : []),
    ...(link.returnUrl ? [{ term: d.returnUrl, description: link.returnUrl }] : []),
  ];
  const c = d.paymentColumns;
  const columns: DataColumn<LinkPayment>[] = [
    { id: 'transaction', label: c.transaction, cell: (p) => p.transactionId ?? '–', hideable: false },
    { id: 'createdAt', label: c.createdAt, cell: (p) => <DateTime value={p.createdAt} /> },
    { id: 'payer', label: c.payer, cell: (p) => p.payerName },
    {
      id: 'method',
      label: c.method,
      cell: (p) =>
        p.method === 'card' && p.installments > 1
          ? `${checkoutMethodLabels.card} ${p.installments}×`
          : checkoutMethodLabels[p.method],
    },
    { id: 'amount', label: c.amount, align: 'end', cell: (p) => <Money cents={p.amount} /> },
    {
      id: 'status',
      label: c.status,
      cell: (p) => <StatusBadge tone={paymentStatusTone[p.status]}>{d.paymentStatuses[p.status]}</StatusBadge>,
    },
  ];
  return (
    <>
      <Card title={d.address}>
        <LinkActions link={link} deletable={payments.length === 0} onChanged={onChanged} />
      </Card>
      <Card title={d.data}>
        <DetailList items={items} />
      </Card>
      <Card title={d.items}>
        <DetailList
          items={[
            ...link.items.map((item) => ({
              term: `${item.quantity}× ${item.name}`,
              description: formatMoney(item.quantity * item.unitPrice),
            })),
            ...(link.shipping > 0 ? [{ term: d.shipping, description: formatMoney(link.shipping) }] : []),
          ]}
        />
        <TotalLine>
          {d.total}: <strong>{link.amount === null ? m.openAmount : formatMoney(link.amount)}</strong>
        </TotalLine>
        {!link.editable && <p>{d.locked}</p>}
      </Card>
      <Card title={d.payments}>
        <DataTable
          label={d.paymentsTable}
          columns={columns}
          rows={payments}
          rowKey={(p) => p.id}
          status="ready"
          total={payments.length}
          page={1}
          pageSize={Math.max(20, payments.length)}
          onPageChange={() => undefined}
          rowLink={(p) =>
            p.transactionId
              ? { href: href(`/dashboard/transactions/preview/${p.transactionId}`), label: p.transactionId }
              : undefined
          }
          onNavigate={(target) => void navigate(target)}
        />
      </Card>
    </>
  );
}
