import type { MoneyCompanies, Retention } from '@painel/api-client';
import { retentionLatestRelease, retentionReleaseProblem } from '@painel/api-client/money';
import { Button, Dialog, MaskedField, Select, TextAreaField, TextField, formatMoney, masks } from '@painel/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ConfirmationField, newIdempotencyKey, useSaoPauloToday } from '../../core/money';
import { useApi } from '../../core/runtime/hooks';
import { adjustmentsMessages } from './messages';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };
const REASON_MIN = 10;
const REASON_MAX = 200;

interface ActionDialogProps {
  trigger: ReactNode;
  title: string;
  submitLabel: string;
  confirmWith: 'password' | 'code';
  /** The form's own fields; its problems come back from `send` by field. */
  children: (errors: Record<string, string>) => ReactNode;
  /** Checks what was typed (problems by field), then sends it with the confirmation; throws the API's error. */
  check: () => Record<string, string>;
  send: (confirmation: { confirmation: 'password' | 'code'; password?: string; code?: string }) => Promise<string>;
  onOpen: () => void;
}

/**
 * One staff action on money in a dialog: its fields, the password or 2FA, one request per dialog (a double click
 * sends one), what the API refused said beside its field, and everything typed kept but the secret.
 */
function ActionDialog({ trigger, title, submitLabel, confirmWith, children, check, send, onOpen }: ActionDialogProps) {
  const c = useMessages('adjustments', adjustmentsMessages).create;
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const inFlight = useRef(false);
  const submit = async () => {
    if (inFlight.current) return;
    const problems = check();
    setErrors(problems);
    if (Object.keys(problems).length) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      setDone(
        await send({
          confirmation: confirmWith,
          ...(confirmWith === 'code' ? { code: secret } : { password: secret }),
        }),
      );
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setSecret('');
      const next = Object.fromEntries(
        Object.entries(fieldErrors).map(([field, messages]) => [
          field === 'code' ? 'password' : field,
          messages[0] ?? '',
        ]),
      );
      setErrors(next);
      if (!Object.keys(next).length) setFailure(serverMessage ?? c.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) {
          onOpen();
          setSecret('');
          setErrors({});
          setFailure(null);
          setDone(null);
        }
      }}
      title={title}
      trigger={trigger}
      footer={
        done ? (
          <Button onClick={() => setOpen(false)}>{c.close}</Button>
        ) : (
          <>
            <Button variant="tertiary" onClick={() => setOpen(false)} disabled={busy}>
              {c.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={busy} disabled={busy || !secret}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <p role="status">{done}</p>
      ) : (
        <>
          {children(errors)}
          <ConfirmationField confirmWith={confirmWith} value={secret} onChange={setSecret} error={errors.password} />
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </Dialog>
  );
}

export interface NewRetentionDialogProps {
  merchants: MoneyCompanies['merchants'];
  confirmWith: 'password' | 'code';
  onDone: () => void;
}

/** Retém valores suspeitos: merchant, amount, reason and the release date (6 months at most). */
export function NewRetentionDialog({ merchants, confirmWith, onDone }: NewRetentionDialogProps) {
  const m = useMessages('adjustments', adjustmentsMessages).retentions;
  const api = useApi();
  const today = useSaoPauloToday();
  const [companyId, setCompanyId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [releaseDate, setReleaseDate] = useState('');
  const key = useRef(newIdempotencyKey());
  return (
    <ActionDialog
      trigger={<Button variant="secondary">{m.open}</Button>}
      title={m.createTitle}
      submitLabel={m.submit}
      confirmWith={confirmWith}
      onOpen={() => {
        setCompanyId('');
        setAmountText('');
        setReason('');
        setReleaseDate('');
        key.current = newIdempotencyKey();
      }}
      check={() => {
        const problems: Record<string, string> = {};
        if (!companyId) problems.companyId = m.problems.merchant;
        if (Number(masks.money.unformat(amountText) || 0) <= 0) problems.amount = m.problems.amount;
        if (reason.trim().length < REASON_MIN || reason.trim().length > REASON_MAX) problems.reason = m.problems.reason;
        const dateProblem = retentionReleaseProblem(today, releaseDate);
        if (dateProblem) problems.releaseDate = dateProblem;
        return problems;
      }}
      send={async (confirmation) => {
        const made = await api.createRetention({
          idempotencyKey: key.current,
          companyId: Number(companyId),
          amount: Number(masks.money.unformat(amountText) || 0),
          reason: reason.trim(),
          releaseDate,
          ...confirmation,
        });
        onDone();
        return m.placed(made.id, formatMoney(made.held));
      }}
    >
      {(errors) => (
        <>
          <Select
            label={m.merchant}
            value={companyId}
            placeholder={m.chooseMerchant}
            error={errors.companyId}
            options={merchants.map((x) => ({ value: String(x.companyId), label: x.name }))}
            onChange={(event) => setCompanyId(event.target.value)}
          />
          <MaskedField
            mask="money"
            label={m.amount}
            hint={m.amountHint}
            value={amountText}
            error={errors.amount}
            onValueChange={setAmountText}
          />
          <TextField
            type="date"
            label={m.releaseDate}
            hint={m.releaseDateHint}
            required
            min={today}
            max={retentionLatestRelease(today)}
            value={releaseDate}
            error={errors.releaseDate}
            onChange={(event) => setReleaseDate(event.target.value)}
          />
          <TextAreaField
            label={m.reason}
            required
            maxLength={REASON_MAX}
            showCount
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </>
      )}
    </ActionDialog>
  );
}

export interface ReleaseRetentionDialogProps {
  retention: Retention;
  confirmWith: 'password' | 'code';
  onDone: () => void;
}

/** Libera uma retenção antes da data, com o motivo. */
export function ReleaseRetentionDialog({ retention, confirmWith, onDone }: ReleaseRetentionDialogProps) {
  const m = useMessages('adjustments', adjustmentsMessages).retentions;
  const api = useApi();
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      trigger={
        <Button variant="tertiary" size="sm" aria-label={m.releaseLabel(retention.id)}>
          {m.release}
        </Button>
      }
      title={m.releaseTitle(retention.id, formatMoney(retention.held))}
      submitLabel={m.release}
      confirmWith={confirmWith}
      onOpen={() => setReason('')}
      check={(): Record<string, string> =>
        reason.trim().length < REASON_MIN || reason.trim().length > REASON_MAX ? { reason: m.problems.reason } : {}
      }
      send={async (confirmation) => {
        await api.releaseRetention(retention.id, { reason: reason.trim(), ...confirmation });
        onDone();
        return m.releasedDone(retention.id);
      }}
    >
      {(errors) => (
        <TextAreaField
          label={m.releaseReason}
          required
          maxLength={REASON_MAX}
          showCount
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      )}
    </ActionDialog>
  );
}
