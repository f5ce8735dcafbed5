import type { TransferDetail } from '@painel/api-client';
import { useTransfer } from '@painel/api-client/react';
import { pixKeyTypeLabels, transferKindLabels, transferStatusLabels } from '@painel/api-client/money';
import {
  Card,
  DetailList,
  StatusBadge,
  Timeline,
  formatDate,
  formatDateTime,
  formatMoney,
  type DetailItem,
} from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { DetailFrame } from '../../core/detail';
import { transferStatusTone } from '../../core/money';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { ApprovalPanel } from './ApprovalPanel';
import { PayoutContents } from './PayoutContents';
import { ReceiptDownload } from './ReceiptDownload';
import { transfersMessages } from './messages';

const present = (items: Array<DetailItem | false | null | undefined | ''>) => items.filter(Boolean) as DetailItem[];

/** /dashboard/transfers/preview/{id}: the transfer, who gets it, its history, the approval, a payout's contents. */
export function TransferDetailScreen() {
  const m = useMessages('transfers', transfersMessages).detail;
  const { id = '' } = useRouteParams();
  const query = useTransfer(id);
  return (
    <DetailFrame
      back={<PortalLink to="/dashboard/transfers">{m.back}</PortalLink>}
      query={query}
      messages={m}
      history={(t) => ({ model: 'Transfer', id: t.id })}
    >
      {(t) => <TransferView t={t} onDecided={(next) => void query.mutate(next, { revalidate: false })} />}
    </DetailFrame>
  );
}

function TransferView({ t, onDecided }: { t: TransferDetail; onDecided: (next: TransferDetail) => void }) {
  const all = useMessages('transfers', transfersMessages);
  const m = all.detail;
  const f = m.fields;
  const r = t.recipient;
  return (
    <>
      <Card title={m.summary}>
        <StatusBadge tone={transferStatusTone[t.status]}>{transferStatusLabels[t.status]}</StatusBadge>
        <DetailList
          items={present([
            { term: f.id, description: t.id, copyValue: t.id },
            { term: f.kind, description: transferKindLabels[t.kind] },
            { term: f.amount, description: formatMoney(t.amount) },
            { term: f.fee, description: formatMoney(t.fee) },
            { term: f.debited, description: formatMoney(t.debited) },
            { term: f.credited, description: formatMoney(t.credited) },
            { term: f.requestedAt, description: formatDateTime(t.requestedAt) },
            { term: f.scheduledFor, description: formatDate(t.scheduledFor) },
            t.movedFrom && { term: f.movedFrom, description: formatDate(t.movedFrom) },
            t.movedReason && { term: f.movedReason, description: t.movedReason },
            t.completedOn && { term: f.completedOn, description: formatDate(t.completedOn) },
            t.e2eId && { term: f.e2eId, description: t.e2eId, copyValue: t.e2eId },
            { term: f.requestedBy, description: t.requestedBy },
            t.approvedBy && { term: f.approvedBy, description: t.approvedBy },
            t.failureReason && { term: f.reason, description: t.failureReason },
            t.description && { term: f.description, description: t.description },
          ])}
        />
        <ReceiptDownload transfer={t} />
      </Card>
      <Card title={m.recipient}>
        <DetailList
          items={present([
            { term: m.recipientFields.name, description: r.name },
            { term: m.recipientFields.document, description: r.document },
            { term: m.recipientFields.bank, description: r.bank },
            r.branch && { term: m.recipientFields.branch, description: r.branch },
            r.account && { term: m.recipientFields.account, description: r.account },
            r.pixKey && {
              term: m.recipientFields.pixKey,
              description: `${r.pixKeyType ? `${pixKeyTypeLabels[r.pixKeyType]} ` : ''}${r.pixKey}`,
            },
          ])}
        />
      </Card>
      {t.canApprove && <ApprovalPanel transfer={t} onDecided={onDecided} />}
      <Card title={m.timeline}>
        <Timeline
          label={m.timeline}
          events={t.timeline.map((event, index) => ({
            id: String(index),
            at: event.at,
            title: event.title,
            ...(event.detail ? { description: event.detail } : {}),
          }))}
        />
      </Card>
      <PayoutContents transfer={t} />
    </>
  );
}
