import type { TransferDetail } from '@painel/api-client';
import { Button, Card, TextField } from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ConfirmationField } from '../../core/money';
import { useApi, useSession } from '../../core/runtime/hooks';
import { transfersMessages } from './messages';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

/** A second person approves (with the password or the 2FA code) or rejects (with the reason) a waiting transfer. */
export function ApprovalPanel({
  transfer,
  onDecided,
}: {
  transfer: TransferDetail;
  onDecided: (t: TransferDetail) => void;
}) {
  const m = useMessages('transfers', transfersMessages).detail;
  const api = useApi();
  const { user } = useSession();
  const usesCode = user?.two_factor_authentication === 1;
  const [secret, setSecret] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const decide = async (approve: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(null);
    try {
      const body = usesCode ? { code: secret } : { password: secret };
      onDecided(approve ? await api.approveTransfer(transfer.id, body) : await api.rejectTransfer(transfer.id, reason));
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setProblem(Object.values(fieldErrors)[0]?.[0] ?? serverMessage ?? m.actionFailed);
      setSecret('');
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Card title={m.approval}>
      <p>{m.approvalIntro}</p>
      <ConfirmationField confirmWith={usesCode ? 'code' : 'password'} value={secret} onChange={setSecret} />
      <Button onClick={() => void decide(true)} loading={busy} disabled={busy || !secret}>
        {m.approve}
      </Button>
      <TextField
        label={m.rejectReason}
        value={reason}
        maxLength={200}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button variant="secondary" onClick={() => void decide(false)} disabled={busy || reason.trim().length < 3}>
        {m.reject}
      </Button>
      {problem && <p role="alert">{problem}</p>}
    </Card>
  );
}
