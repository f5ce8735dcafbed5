import type { PixKeyOwner, TransferDetail } from '@painel/api-client';
import { useTransferOptions } from '@painel/api-client/react';
import { parsePixKey, transferKindLabels } from '@painel/api-client/money';
import { Button, Checkbox, DetailList, Dialog, formatDate, formatMoney } from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { ConfirmationField, newIdempotencyKey } from '../../core/money';
import type { OnDemandDialogProps } from '../../core/page/dialogOnDemand';
import { useApi } from '../../core/runtime/hooks';
import { ReceiptDownload } from './ReceiptDownload';
import { transfersMessages } from './messages';
import {
  centsOfMoney,
  draftProblems,
  emptyDraft,
  feeOf,
  recipientFactsOf,
  transferBody,
  type DraftProblems,
  type TransferDraft,
} from './transferDraft';
import { TransferFormFields } from './TransferFormFields';

type Step = 'form' | 'review' | 'receipt';
type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

const secondOfIso = (iso: string) => {
  const [h = 0, m = 0, s = 0] = iso.slice(11, 19).split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

export interface NewTransferDialogProps {
  /** The merchant whose money moves (administrators pick one); null: the caller's own. */
  companyId: number | null;
  /** After a transfer was made: the list refreshes. */
  onDone: () => void;
}

/**
 * Nova transferência: form → review → password or 2FA code → receipt. One idempotency key per dialog and an
 * in-flight guard, so a double click or a retry after a lost answer makes one transfer; a failure keeps
 * everything typed (the password excepted) and says what to fix. Loaded on demand (`dialogOnDemand`): each
 * opening mounts it afresh, with an empty draft and a new key.
 */
export function NewTransferDialog({
  companyId,
  onDone,
  open,
  onOpenChange,
}: NewTransferDialogProps & OnDemandDialogProps) {
  const t = useMessages('transfers', transfersMessages);
  const api = useApi();
  // undefined: the caller's own company; null: no read while the dialog is closed.
  const options = useTransferOptions(open ? (companyId ?? undefined) : null);
  const [step, setStep] = useState<Step>('form');
  const [draft, setDraft] = useState<TransferDraft>(emptyDraft);
  const [problems, setProblems] = useState<DraftProblems>({});
  const [owner, setOwner] = useState<PixKeyOwner | null>(null);
  const [lookingUp, setLookingUp] = useState(false);
  const [secret, setSecret] = useState('');
  const [secretError, setSecretError] = useState<string | undefined>();
  const [save, setSave] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TransferDetail | null>(null);
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);
  const facts = options.data;

  const change = (patch: Partial<TransferDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if ('key' in patch || 'keyType' in patch) setOwner(null);
  };

  const review = async () => {
    if (!facts) return;
    const found = draftProblems(draft, facts, secondOfIso(facts.now));
    setProblems(found);
    if (Object.keys(found).length) return;
    if (draft.kind === 'pix' && !draft.recipientId) {
      const parsed = parsePixKey(draft.keyType, draft.key);
      if (!parsed.ok) return;
      setLookingUp(true);
      try {
        setOwner(await api.pixKeyOwner(parsed.type, parsed.value));
      } catch (error) {
        setProblems({ key: (error as ServerError).serverMessage ?? t.review.failed });
        return;
      } finally {
        setLookingUp(false);
      }
    }
    setStep('review');
  };

  const confirm = async () => {
    if (inFlight.current || !facts) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    setSecretError(undefined);
    try {
      const confirmation = facts.confirmWith === 'code' ? { code: secret } : { password: secret };
      const body = { ...transferBody(draft, facts.companyId), ...confirmation, idempotencyKey: key.current };
      setResult(await api.createTransfer(save ? { ...body, saveRecipient: true } : body));
      setStep('receipt');
      onDone();
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setSecret('');
      const onSecret = fieldErrors.password?.[0] ?? fieldErrors.code?.[0];
      const onForm = fieldErrors.pixKey?.[0] ?? fieldErrors.amount?.[0];
      if (onSecret) setSecretError(onSecret);
      else if (onForm) {
        setProblems(fieldErrors.pixKey ? { key: onForm } : { amountText: onForm });
        setStep('form');
      } else setFailure(serverMessage ?? t.review.failed);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const amount = centsOfMoney(draft.amountText);
  const fee = facts ? feeOf(draft, facts) : 0;
  const saved = facts?.recipients.find((r) => r.id === draft.recipientId);
  const recipient = recipientFactsOf(draft, owner, saved?.recipient, t.review.accountText);
  const footer =
    step === 'form' ? (
      <>
        <Button variant="tertiary" onClick={() => onOpenChange(false)}>
          {t.form.cancel}
        </Button>
        <Button onClick={() => void review()} loading={lookingUp} disabled={!facts || lookingUp}>
          {t.form.next}
        </Button>
      </>
    ) : step === 'review' ? (
      <>
        <Button variant="tertiary" onClick={() => setStep('form')} disabled={busy}>
          {t.review.back}
        </Button>
        <Button onClick={() => void confirm()} loading={busy} disabled={busy || !secret}>
          {t.review.confirm}
        </Button>
      </>
    ) : (
      <Button onClick={() => onOpenChange(false)}>{t.receipt.close}</Button>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={step === 'review' ? t.review.title : step === 'receipt' ? t.receipt.title : t.form.title}
      description={step === 'form' ? t.form.description : undefined}
      footer={footer}
    >
      {step === 'form' && options.error !== undefined && (
        <p role="alert">
          {t.form.loadFailed}{' '}
          <Button variant="tertiary" size="sm" onClick={() => void options.mutate()}>
            {t.form.retry}
          </Button>
        </p>
      )}
      {step === 'form' && facts && (
        <TransferFormFields
          draft={draft}
          onChange={change}
          options={facts}
          problems={problems}
          owner={owner}
          lookingUp={lookingUp}
          onNightStartChange={async (start) => {
            // The answer is the new options (the night's limit left, from the new start).
            await options.mutate(api.setNightPeriod({ ...(companyId ? { companyId } : {}), start }), {
              revalidate: false,
            });
          }}
        />
      )}
      {step === 'review' && facts && (
        <>
          <DetailList
            items={[
              { term: t.review.recipient, description: recipient.name },
              { term: t.review.document, description: recipient.document },
              { term: t.review.bank, description: recipient.bank },
              ...(recipient.pixKey ? [{ term: t.review.pixKey, description: recipient.pixKey }] : []),
              ...(recipient.account ? [{ term: t.review.account, description: recipient.account }] : []),
              { term: t.review.via, description: transferKindLabels[draft.kind] },
              { term: t.review.amount, description: formatMoney(amount) },
              { term: t.review.fee, description: formatMoney(fee) },
              { term: t.review.total, description: formatMoney(amount + fee) },
              {
                term: t.review.date,
                description: draft.kind === 'pix' ? t.review.now : formatDate(facts.tedDate),
              },
              ...(draft.note.trim() ? [{ term: t.review.description, description: draft.note.trim() }] : []),
            ]}
          />
          <ConfirmationField confirmWith={facts.confirmWith} value={secret} onChange={setSecret} error={secretError} />
          {!draft.recipientId && (
            <Checkbox label={t.review.save} checked={save} onCheckedChange={(value) => setSave(value === true)} />
          )}
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
      {step === 'receipt' && result && (
        <>
          <p role="status">{t.receipt.done[result.status]}</p>
          <DetailList
            items={[
              { term: t.detail.fields.id, description: result.id, copyValue: result.id },
              ...(result.e2eId
                ? [{ term: t.detail.fields.e2eId, description: result.e2eId, copyValue: result.e2eId }]
                : []),
              { term: t.review.recipient, description: result.recipient.name },
              { term: t.review.amount, description: formatMoney(result.amount) },
              { term: t.review.fee, description: formatMoney(result.fee) },
              { term: t.review.date, description: formatDate(result.scheduledFor) },
            ]}
          />
          <ReceiptDownload transfer={result} />
          <PortalLink to={`/dashboard/transfers/preview/${result.id}`}>{t.receipt.open}</PortalLink>
        </>
      )}
    </Dialog>
  );
}
