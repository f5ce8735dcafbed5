import type { ReceiptLink, TransactionDetail } from '@painel/api-client';
import { Button, Card, Link, formatDateTime } from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ActionRow, NotifyingConfirm, ShareAddress } from '../../core/money';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { saleReceiptShareMessages } from './receiptMessages';

export interface ReceiptSharePanelProps {
  transaction: TransactionDetail;
  /** The link as the API answered, or null once revoked (the screen's cache takes it). */
  onChanged: (link: ReceiptLink | null) => void;
}

/**
 * The sale's receipt for its customer as a link (issue 30 §2): made once (asking again gives the same address),
 * shared by copy, QR code, WhatsApp or e-mail, and revoked when sent to the wrong person.
 */
export function ReceiptSharePanel({ transaction: tx, onChanged }: ReceiptSharePanelProps) {
  const m = useMessages('saleReceipt', saleReceiptShareMessages).share;
  const api = useApi();
  const { href } = usePortalLink();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // A second click before React re-renders must not send a second request.
  const inFlight = useRef(false);
  const link = tx.receiptLink ?? null;

  const create = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure('');
    try {
      onChanged(await api.shareSaleReceipt(tx.id));
    } catch (error) {
      // The API's own words when it refuses (a sale without a receipt); ours for a failure it did not explain.
      const { status, serverMessage } = error as { status?: number; serverMessage?: string };
      setFailure(status === 422 && serverMessage ? serverMessage : m.createFailed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  if (!link) {
    return (
      <Card title={m.title}>
        <p>{m.intro}</p>
        <ActionRow>
          <Button variant="secondary" loading={busy} onClick={() => void create()}>
            {busy ? m.creating : m.create}
          </Button>
        </ActionRow>
        {failure && <p role="alert">{failure}</p>}
      </Card>
    );
  }
  const url = `${window.location.origin}${href(link.path)}`;
  const text = m.shareText(tx.companyName, url);
  const email = `mailto:${encodeURIComponent(tx.customer.email)}?subject=${encodeURIComponent(
    m.emailSubject(tx.companyName),
  )}&body=${encodeURIComponent(text)}`;
  return (
    <Card title={m.title}>
      <p>{m.made(link.createdBy, formatDateTime(link.createdAt))}</p>
      <ShareAddress url={url} messages={m}>
        <Link href={`https://wa.me/?text=${encodeURIComponent(text)}`} external>
          {m.whatsapp}
        </Link>
        <Link href={email}>{m.email}</Link>
      </ShareAddress>
      <ActionRow>
        <NotifyingConfirm
          title={m.revokeTitle}
          description={m.revokeText}
          confirmLabel={m.revokeConfirm}
          tone="danger"
          trigger={
            <Button variant="secondary" size="sm">
              {m.revoke}
            </Button>
          }
          run={() => api.revokeSaleReceipt(tx.id)}
          doneTitle={m.revoked}
          failed={m.revokeFailed}
          onDone={() => onChanged(null)}
        />
      </ActionRow>
    </Card>
  );
}
