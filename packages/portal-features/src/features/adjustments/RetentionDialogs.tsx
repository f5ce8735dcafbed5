import type { MoneyCompanies, Retention } from '@painel/api-client';
import { retentionLatestRelease, retentionReleaseProblem } from '@painel/api-client/money';
import { MaskedField, Select, TextAreaField, TextField, formatMoney, masks } from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ConfirmedActionDialog, newIdempotencyKey, useSaoPauloToday } from '../../core/money';
import type { OnDemandDialogProps } from '../../core/page/dialogOnDemand';
import { useApi } from '../../core/runtime/hooks';
import { adjustmentsMessages } from './messages';
import { REASON_MAX, reasonIsValid } from './reasonLimits';

export interface NewRetentionDialogProps {
  merchants: MoneyCompanies['merchants'];
  confirmWith: 'password' | 'code';
  onDone: () => void;
}

/** Retém valores suspeitos: merchant, amount, reason and the release date (6 months at most). */
export function NewRetentionDialog({
  merchants,
  confirmWith,
  onDone,
  open,
  onOpenChange,
}: NewRetentionDialogProps & OnDemandDialogProps) {
  const all = useMessages('adjustments', adjustmentsMessages);
  const m = all.retentions;
  const labels = all.create;
  const api = useApi();
  const today = useSaoPauloToday();
  const [companyId, setCompanyId] = useState('');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [releaseDate, setReleaseDate] = useState('');
  const key = useRef(newIdempotencyKey());
  return (
    <ConfirmedActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.createTitle}
      submitLabel={m.submit}
      confirmWith={confirmWith}
      labels={labels}
      check={() => {
        const problems: Record<string, string> = {};
        if (!companyId) problems.companyId = m.problems.merchant;
        if (Number(masks.money.unformat(amountText) || 0) <= 0) problems.amount = m.problems.amount;
        if (!reasonIsValid(reason)) problems.reason = m.problems.reason;
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
    </ConfirmedActionDialog>
  );
}

export interface ReleaseRetentionDialogProps {
  retention: Retention;
  confirmWith: 'password' | 'code';
  onDone: () => void;
}

/** Libera uma retenção antes da data, com o motivo. */
export function ReleaseRetentionDialog({
  retention,
  confirmWith,
  onDone,
  open,
  onOpenChange,
}: ReleaseRetentionDialogProps & OnDemandDialogProps) {
  const all = useMessages('adjustments', adjustmentsMessages);
  const m = all.retentions;
  const labels = all.create;
  const api = useApi();
  const [reason, setReason] = useState('');
  return (
    <ConfirmedActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.releaseTitle(retention.id, formatMoney(retention.held))}
      submitLabel={m.release}
      confirmWith={confirmWith}
      labels={labels}
      check={(): Record<string, string> => (!reasonIsValid(reason) ? { reason: m.problems.reason } : {})}
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
    </ConfirmedActionDialog>
  );
}
