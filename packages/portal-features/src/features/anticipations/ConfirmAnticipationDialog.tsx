import type { AnticipationDetail, AnticipationSimulation } from '@painel/api-client';
import { Button, DetailList, Dialog, formatDate, formatMoney } from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { ConfirmationField, newIdempotencyKey } from '../../core/money';
import { useApi } from '../../core/runtime/hooks';
import { anticipationsMessages } from './messages';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

export interface ConfirmAnticipationDialogProps {
  simulation: AnticipationSimulation;
  /** What was simulated: sent again, so the server checks the figures still hold. */
  request: { receivableIds: string[] } | { until: string };
  confirmWith: 'password' | 'code';
  /** After it was made: balances, schedule and list refresh. */
  onDone: (anticipation: AnticipationDetail) => void;
  /** The receipt was closed: the simulation is spent. */
  onFinished: () => void;
  /** The quote expired or the figures changed: the screen simulates again. */
  onStale: (message: string) => void;
}

/**
 * The anticipation's confirmation: the figures again, the password or 2FA code, one idempotency key per dialog
 * and an in-flight guard (a double click or a retry makes one anticipation), then the receipt.
 */
export function ConfirmAnticipationDialog(props: ConfirmAnticipationDialogProps) {
  const { simulation: s } = props;
  const m = useMessages('anticipations', anticipationsMessages);
  const c = m.confirm;
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<AnticipationDetail | null>(null);
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    setSecretError(undefined);
    try {
      const confirmation = props.confirmWith === 'code' ? { code: secret } : { password: secret };
      const made = await api.createAnticipation({
        ...props.request,
        companyId: s.companyId,
        quote: s.quote,
        idempotencyKey: key.current,
        ...confirmation,
      });
      setResult(made);
      props.onDone(made);
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setSecret('');
      const onSecret = fieldErrors.password?.[0] ?? fieldErrors.code?.[0];
      const stale = fieldErrors.quote?.[0] ?? fieldErrors.receivableIds?.[0] ?? fieldErrors.until?.[0];
      if (onSecret) setSecretError(onSecret);
      else if (stale) {
        setOpen(false);
        props.onStale(stale);
      } else setFailure(serverMessage ?? c.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next && result) props.onFinished();
        if (next) {
          setSecret('');
          setSecretError(undefined);
          setFailure(null);
          setResult(null);
          key.current = newIdempotencyKey();
        }
      }}
      title={result ? c.doneTitle : c.title}
      description={result ? undefined : c.description}
      trigger={<Button>{m.simulation.anticipate}</Button>}
      footer={
        result ? (
          <Button
            onClick={() => {
              setOpen(false);
              props.onFinished();
            }}
          >
            {c.close}
          </Button>
        ) : (
          <>
            <Button variant="tertiary" onClick={() => setOpen(false)} disabled={busy}>
              {c.back}
            </Button>
            <Button onClick={() => void confirm()} loading={busy} disabled={busy || !secret}>
              {c.confirm}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <>
          <p role="status">
            {c.done[result.status === 'credited' ? 'credited' : 'approved'](
              formatMoney(result.credited),
              formatDate(result.creditDate),
            )}
          </p>
          <DetailList
            items={[
              { term: c.id, description: result.id, copyValue: result.id },
              { term: m.simulation.count, description: String(result.count) },
              { term: m.simulation.fee, description: formatMoney(result.fee) },
            ]}
          />
          <PortalLink to={`/dashboard/statements/pending/preview/${result.companyId}/${result.creditDate}`}>
            {c.openReceivables}
          </PortalLink>
        </>
      ) : (
        <>
          <DetailList
            items={[
              { term: m.simulation.count, description: String(s.count) },
              { term: m.simulation.net, description: formatMoney(s.net) },
              { term: m.simulation.fee, description: formatMoney(s.fee) },
              { term: m.simulation.credited, description: formatMoney(s.credited) },
              { term: m.simulation.creditDate, description: formatDate(s.creditDate) },
            ]}
          />
          <ConfirmationField confirmWith={props.confirmWith} value={secret} onChange={setSecret} error={secretError} />
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </Dialog>
  );
}
