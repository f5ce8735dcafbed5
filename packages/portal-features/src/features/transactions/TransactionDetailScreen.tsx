import {
  captureChannelLabels,
  cardBrandLabels,
  paymentMethodLabels,
  transactionStatusLabels,
  type ReceiptLink,
  type TransactionDetail,
} from '@painel/api-client';
import { saleHasReceipt, saleReceiptOf } from '@painel/api-client/money';
import { useTransaction } from '@painel/api-client/react';
import {
  Card,
  DateTime,
  DetailList,
  Money,
  StatusBadge,
  Timeline,
  formatDate,
  formatPercent,
  usePainelTheme,
  type DetailItem,
  formatMoney,
} from '@painel/ui';
import { useLocation } from 'react-router-dom';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { SaleReceiptPdfButton } from '../../core/documents/SaleReceiptPdfButton';
import { PortalLink } from '../../core/links/PortalLink';
import { originPathOf } from '../../core/links/recordPaths';
import { DetailFrame } from '../../core/detail';
import { DisputeDeadline, FigureTable, transactionStatusTone } from '../../core/money';
import { paymentLine } from './columns';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';
import { saleReceiptShareMessages } from './receiptMessages';
import { ReceiptSharePanel } from './ReceiptSharePanel';
import { RefundPanel } from './RefundPanel';
import { Columns } from './styles';
import { Amount, Composition, Header } from './TransactionDetail.styles';

const present = (items: Array<DetailItem | false | null | undefined | ''>) =>
  items.filter((item): item is DetailItem => Boolean(item) && (item as DetailItem).description != null);

/** /dashboard/transactions/preview/{id} (view_transaction): everything about one transaction, and its refund. */
export function TransactionDetailScreen() {
  const m = useMessages('transactions', transactionsMessages).detail;
  const { id = '' } = useRouteParams();
  const location = useLocation();
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch ?? '';
  const query = useTransaction(id);
  return (
    <DetailFrame
      back={<PortalLink to={`/dashboard/transactions${listSearch}`}>{m.back}</PortalLink>}
      query={query}
      messages={m}
    >
      {(tx) => (
        <TransactionView
          tx={tx}
          onRefunded={(detail) => void query.mutate(detail, { revalidate: false })}
          onReceiptLink={(receiptLink) => void query.mutate({ ...tx, receiptLink }, { revalidate: false })}
        />
      )}
    </DetailFrame>
  );
}

function TransactionView({
  tx,
  onRefunded,
  onReceiptLink,
}: {
  tx: TransactionDetail;
  onRefunded: (detail: TransactionDetail) => void;
  onReceiptLink: (link: ReceiptLink | null) => void;
}) {
  const all = useMessages('transactions', transactionsMessages);
  const { brand } = usePainelTheme();
  const m = all.detail;
  const receiptWords = useMessages('saleReceipt', saleReceiptShareMessages);
  const t = m.terms;
  return (
    <>
      <Header>
        <StatusBadge tone={transactionStatusTone[tx.status]}>{transactionStatusLabels[tx.status]}</StatusBadge>
        <Amount>
          <Money cents={tx.amount} />
        </Amount>
        <span>
          {paymentLine(tx)} · <DateTime value={tx.createdAt} />
        </span>
        {saleHasReceipt(tx.status) && (
          <SaleReceiptPdfButton
            label={receiptWords.pdf}
            saved={receiptWords.saved}
            receipt={saleReceiptOf(tx)}
            issuer={brand.name}
            messages={receiptWords}
          />
        )}
      </Header>
      <Columns>
        <Card title={m.identifiers}>
          <DetailList
            items={present([
              { term: t.id, description: tx.id, copyValue: tx.id },
              { term: t.orderNumber, description: tx.orderNumber, copyValue: tx.orderNumber },
              { term: t.nsu, description: tx.nsu, copyValue: tx.nsu },
              tx.authorizationCode && {
                term: t.authorizationCode,
                description: tx.authorizationCode,
                copyValue: tx.authorizationCode,
              },
              tx.tid && { term: t.tid, description: tx.tid, copyValue: tx.tid },
              tx.terminal && { term: t.terminal, description: tx.terminal },
              { term: t.company, description: tx.companyName },
              { term: t.store, description: tx.storeName },
            ])}
          />
        </Card>
        <Card title={m.composition}>
          <CompositionOf tx={tx} />
        </Card>
      </Columns>
      {tx.installmentList.length > 0 && (
        <Card title={m.installments}>
          {(tx.status === 'refunded' || tx.status === 'pending_refund' || tx.status === 'chargeback') && (
            <p>{tx.status === 'chargeback' ? m.installmentsAfterChargeback : m.installmentsAfterRefund}</p>
          )}
          <FigureTable label={m.installmentsTable}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{m.installmentColumns.number}</th>
                  <th scope="col">{m.installmentColumns.date}</th>
                  <th scope="col" data-figure>
                    {m.installmentColumns.gross}
                  </th>
                  <th scope="col" data-figure>
                    {m.installmentColumns.fees}
                  </th>
                  <th scope="col" data-figure>
                    {m.installmentColumns.net}
                  </th>
                  <th scope="col">{m.installmentColumns.status}</th>
                </tr>
              </thead>
              <tbody>
                {tx.installmentList.map((line) => (
                  <tr key={line.number}>
                    <th scope="row">{`${line.number}/${line.of}`}</th>
                    <td>{formatDate(line.expectedDate)}</td>
                    <td data-figure>
                      <Money cents={line.gross} />
                    </td>
                    <td data-figure>
                      <Money cents={-(line.mdr + line.fixedFee)} />
                    </td>
                    <td data-figure>
                      <Money cents={line.net} />
                    </td>
                    <td>
                      <StatusBadge tone={line.status === 'paid' ? 'success' : 'info'}>
                        {m.installmentStatus[line.status]}
                      </StatusBadge>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </FigureTable>
        </Card>
      )}
      <Columns>
        <Card title={m.payment}>
          <DetailList
            items={present([
              { term: t.method, description: paymentMethodLabels[tx.method] },
              tx.brand && { term: t.brand, description: cardBrandLabels[tx.brand] },
              tx.method === 'credit' && {
                term: t.installments,
                description: all.installmentsShort(tx.installments),
              },
              { term: t.channel, description: captureChannelLabels[tx.channel] },
              tx.origin && {
                term: t.origin[tx.origin.kind],
                description: <PortalLink to={originPathOf(tx.origin)}>{tx.origin.name}</PortalLink>,
              },
              tx.card && { term: t.card, description: tx.card.masked },
              tx.card && { term: t.holder, description: tx.card.holder },
              tx.card?.expiry && {
                term: t.cardExpiry,
                description: `${tx.card.expiry} · ${t.cardStatus[tx.card.status ?? 'valid']}`,
              },
              tx.pix && { term: t.e2eId, description: tx.pix.e2eId, copyValue: tx.pix.e2eId },
              tx.pix && { term: t.txid, description: tx.pix.txid, copyValue: tx.pix.txid },
              tx.boleto && { term: t.ourNumber, description: tx.boleto.ourNumber, copyValue: tx.boleto.ourNumber },
              tx.boleto && {
                term: t.digitableLine,
                description: tx.boleto.digitableLine,
                copyValue: tx.boleto.digitableLine,
              },
              tx.boleto && { term: t.dueDate, description: formatDate(tx.boleto.dueDate) },
            ])}
          />
        </Card>
        <Card title={m.customer}>
          <DetailList
            items={[
              { term: t.name, description: tx.customer.name },
              { term: t.document, description: tx.customer.document },
              { term: t.email, description: tx.customer.email },
            ]}
          />
        </Card>
      </Columns>
      {saleHasReceipt(tx.status) && <ReceiptSharePanel transaction={tx} onChanged={onReceiptLink} />}
      {tx.refusal && (
        <Card title={m.refusal}>
          <DetailList
            items={[
              { term: m.refusalCode, description: tx.refusal.code },
              { term: m.refusalMessage, description: tx.refusal.message },
            ]}
          />
          <p>{m.refusalAdvice}</p>
        </Card>
      )}
      {tx.dispute && (
        <Card title={m.dispute}>
          <DetailList
            items={[
              { term: m.dispute, description: m.disputeKinds[tx.dispute.kind] },
              {
                term: all.columns.status,
                description: (
                  <StatusBadge
                    tone={tx.dispute.status === 'open' ? 'warning' : tx.dispute.status === 'won' ? 'success' : 'danger'}
                  >
                    {m.disputeStatus[tx.dispute.status]}
                  </StatusBadge>
                ),
              },
              tx.dispute.state === 'open'
                ? { term: m.disputeDeadline, description: <DisputeDeadline deadline={tx.dispute.deadlineAt} /> }
                : { term: m.disputeDeadline, description: formatDate(tx.dispute.deadline) },
              ...(tx.dispute.fine ? [{ term: m.disputeFine, description: formatMoney(tx.dispute.fine) }] : []),
            ]}
          />
          <PortalLink to={`/dashboard/transfers/chargebacks?disputa=${tx.id}`}>
            {tx.dispute.state === 'open' ? m.disputeAnswer : m.disputeOpen}
          </PortalLink>
        </Card>
      )}
      <RefundPanel transaction={tx} onRefunded={onRefunded} />
      <Card title={m.timeline}>
        <Timeline
          label={m.timeline}
          events={tx.timeline.map((event, index) => ({
            id: `${index}-${event.kind}`,
            at: event.at,
            title: event.title,
          }))}
        />
      </Card>
    </>
  );
}

function CompositionOf({ tx }: { tx: TransactionDetail }) {
  const m = useMessages('transactions', transactionsMessages).detail;
  const rows = m.compositionRows;
  if (tx.gross === 0) return <p>{rows.notCaptured}</p>;
  return (
    <Composition>
      <dt>{rows.gross}</dt>
      <dd>
        <Money cents={tx.gross} />
      </dd>
      <dt>{rows.mdr(formatPercent(tx.mdrRate))}</dt>
      <dd>
        <Money cents={-tx.mdr} />
      </dd>
      {tx.fixedFee > 0 && (
        <>
          <dt>{rows.fixedFee}</dt>
          <dd>
            <Money cents={-tx.fixedFee} />
          </dd>
        </>
      )}
      <dt data-total>{rows.net}</dt>
      <dd data-total>
        <Money cents={tx.net} />
      </dd>
    </Composition>
  );
}
