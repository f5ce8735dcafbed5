import { type TransactionDetail } from '@painel/api-client';
import { refundBlockMessages } from '@painel/api-client/money';
import { Button, Card, Dialog, formatDate, formatDateTime, formatMoney, notify } from '@painel/ui';
import { useRef, useState } from 'react';
import { newIdempotencyKey } from '../../core/money';
import { useApi, useCan, useSession } from '../../core/runtime/hooks';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';

export interface RefundPanelProps {
  transaction: TransactionDetail;
  /** The detail as the API answered the refund (the screen's cache takes it). */
  onRefunded: (detail: TransactionDetail) => void;
}

/**
 * The refund of spec 9: the full amount, card or Pix, within 30 days of the capture, from the available
 * balance. One idempotency key per confirmation dialog, so a double click or a retry after a lost answer
 * makes one refund; a failure keeps the dialog open and says so.
 */
export function RefundPanel({ transaction: tx, onRefunded }: RefundPanelProps) {
  const m = useMessages('transactions', transactionsMessages).refund;
  const api = useApi();
  const can = useCan();
  // Staff and partners refund a merchant's sale: the money leaves the merchant's balance, not theirs (D21).
  const forMerchant = useSession().user?.company.companyId !== tx.companyId;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string>(newIdempotencyKey());
  // A second click before React re-renders must not send a second request.
  const inFlight = useRef(false);
  const stateRef = useRef<HTMLParagraphElement>(null);
  const afterClose = useRef<HTMLElement | null>(null);
  const allowedByProfile = can('refund_transactions', 'ACL');
  const request = tx.refundRequest;

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      onRefunded(await api.refundTransaction(tx.id, key.current));
      setOpen(false);
      // Said, and focus on the card's new state: the button that had it is gone with the dialog (A3).
      afterClose.current = stateRef.current;
      notify({ tone: 'success', title: m.requested });
      stateRef.current?.focus();
    } catch (error) {
      const message = (error as { serverMessage?: string }).serverMessage;
      setFailure(message ?? m.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  let state: string;
  if (request) {
    const when = formatDateTime(request.requestedAt);
    state = {
      waiting: m.waiting,
      processing: m.processing,
      done: m.done,
      failed: m.notMade,
    }[request.status](request.requestedBy, when);
  } else if (!tx.refund.allowed && tx.refund.reason) {
    state = refundBlockMessages[tx.refund.reason];
  } else if (!allowedByProfile) {
    state = m.noPermission;
  } else {
    state = tx.refund.lastDay ? m.lastDay(formatDate(tx.refund.lastDay)) : '';
  }
  // Why it waits, and for how much (D2): the balance must cover it and the refunds asked before it.
  const shortfall = tx.refund.waitingShortfall;
  const waiting =
    shortfall === null ? null : shortfall > 0 ? m.waitingShortfall(formatMoney(shortfall)) : m.waitingCovered;

  return (
    <Card title={m.title}>
      <p ref={stateRef} tabIndex={-1}>
        {state}
      </p>
      {waiting && <p role="status">{waiting}</p>}
      {tx.refund.allowed && allowedByProfile && !request && (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            if (busy) return;
            setOpen(next);
            if (next) {
              key.current = newIdempotencyKey();
              setFailure(null);
            }
          }}
          title={m.dialogTitle}
          // The amount and where the money goes are read as it opens, not only if explored (A13).
          describedByBody
          finalFocus={afterClose}
          trigger={
            <Button variant="danger" size="sm">
              {m.button}
            </Button>
          }
          footer={
            <>
              <Button variant="tertiary" onClick={() => setOpen(false)} disabled={busy}>
                {m.cancel}
              </Button>
              <Button variant="danger" onClick={() => void confirm()} loading={busy} aria-disabled={busy}>
                {m.confirm}
              </Button>
            </>
          }
        >
          <dl>
            <dt>{m.amount}</dt>
            <dd>
              <strong>{formatMoney(tx.amount)}</strong> — {m.fullOnly}
            </dd>
          </dl>
          <p>{tx.method === 'pix' ? m.wherePix : m.whereCard(tx.card?.masked ?? '')}</p>
          <p>{forMerchant ? m.fromMerchant : m.from}</p>
          {failure && <p role="alert">{failure}</p>}
        </Dialog>
      )}
    </Card>
  );
}
