import type { Adjustment, MoneyCompanies } from '@painel/api-client';
import { adjustmentReferenceProblem } from '@painel/api-client/money';
import {
  Button,
  Checkbox,
  Dialog,
  MaskedField,
  RadioGroup,
  Select,
  TextAreaField,
  TextField,
  formatMoney,
  masks,
} from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ConfirmationField, newIdempotencyKey, useSaoPauloToday } from '../../core/money';
import { useApi } from '../../core/runtime/hooks';
import { adjustmentsMessages } from './messages';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };
const REASON_MIN = 10;
const REASON_MAX = 200;

export interface NewAdjustmentDialogProps {
  merchants: MoneyCompanies['merchants'];
  confirmWith: 'password' | 'code';
  onDone: (adjustment: Adjustment) => void;
}

/**
 * A manual credit or debit: merchant, direction, amount and reason, confirmed with the password or 2FA; one
 * idempotency key per dialog makes a double click one adjustment, and a failure keeps everything typed but the
 * password.
 */
export function NewAdjustmentDialog({ merchants, confirmWith, onDone }: NewAdjustmentDialogProps) {
  const m = useMessages('adjustments', adjustmentsMessages);
  const c = m.create;
  const today = useSaoPauloToday();
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [companyId, setCompanyId] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [referenceDate, setReferenceDate] = useState('');
  const [notRendered, setNotRendered] = useState(false);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Adjustment | null>(null);
  const key = useRef(newIdempotencyKey());
  const inFlight = useRef(false);

  const reset = () => {
    setCompanyId('');
    setDirection('credit');
    setAmountText('');
    setReason('');
    setReferenceDate('');
    setNotRendered(false);
    setSecret('');
    setErrors({});
    setFailure(null);
    setResult(null);
    key.current = newIdempotencyKey();
  };

  const submit = async () => {
    if (inFlight.current) return;
    const amount = Number(masks.money.unformat(amountText) || 0);
    const text = reason.trim();
    const problems: Record<string, string> = {};
    if (!companyId) problems.companyId = c.problems.merchant;
    if (amount <= 0) problems.amount = c.problems.amount;
    if (text.length < REASON_MIN || text.length > REASON_MAX) problems.reason = c.problems.reason;
    // The contract's age limit, as the API applies it (a debit reaches back 12 months, 24 if not rendered).
    const referenceProblem = adjustmentReferenceProblem({
      direction,
      referenceDate: referenceDate || null,
      notRendered,
      today,
    });
    if (referenceProblem) problems.referenceDate = referenceProblem;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const made = await api.createAdjustment({
        idempotencyKey: key.current,
        companyId: Number(companyId),
        direction,
        amount,
        reason: text,
        ...(direction === 'debit' ? { referenceDate, serviceNotRendered: notRendered } : {}),
        confirmation: confirmWith,
        ...(confirmWith === 'code' ? { code: secret } : { password: secret }),
      });
      setResult(made);
      onDone(made);
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setSecret('');
      const next: Record<string, string> = {};
      for (const field of ['companyId', 'amount', 'reason', 'referenceDate', 'password', 'code']) {
        const message = fieldErrors[field]?.[0];
        if (message) next[field === 'code' ? 'password' : field] = message;
      }
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
        if (next) reset();
      }}
      title={c.title}
      description={result ? undefined : c.description}
      trigger={<Button>{c.open}</Button>}
      footer={
        result ? (
          <Button onClick={() => setOpen(false)}>{c.close}</Button>
        ) : (
          <>
            <Button variant="tertiary" onClick={() => setOpen(false)} disabled={busy}>
              {c.cancel}
            </Button>
            <Button onClick={() => void submit()} loading={busy} disabled={busy || !secret}>
              {c.submit}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <p role="status">{c.done(result.id, formatMoney(result.balanceAfter ?? 0))}</p>
      ) : (
        <>
          <Select
            label={c.merchant}
            value={companyId}
            placeholder={c.chooseMerchant}
            error={errors.companyId}
            options={merchants.map((x) => ({ value: String(x.companyId), label: x.name }))}
            onChange={(event) => setCompanyId(event.target.value)}
          />
          <RadioGroup
            label={c.direction}
            value={direction}
            onValueChange={(value) => setDirection(value === 'debit' ? 'debit' : 'credit')}
            options={[
              { value: 'credit', label: m.directions.credit },
              { value: 'debit', label: m.directions.debit },
            ]}
          />
          <MaskedField
            mask="money"
            label={c.amount}
            value={amountText}
            error={errors.amount}
            onValueChange={setAmountText}
          />
          {direction === 'debit' && (
            <>
              <TextField
                type="date"
                label={c.referenceDate}
                hint={c.referenceDateHint}
                required
                max={today}
                value={referenceDate}
                error={errors.referenceDate}
                onChange={(event) => setReferenceDate(event.target.value)}
              />
              <Checkbox
                label={c.notRendered}
                checked={notRendered}
                onCheckedChange={(value) => setNotRendered(value === true)}
              />
            </>
          )}
          <TextAreaField
            label={c.reason}
            hint={c.reasonHint}
            required
            maxLength={REASON_MAX}
            showCount
            value={reason}
            error={errors.reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <ConfirmationField confirmWith={confirmWith} value={secret} onChange={setSecret} error={errors.password} />
          {failure && <p role="alert">{failure}</p>}
        </>
      )}
    </Dialog>
  );
}
