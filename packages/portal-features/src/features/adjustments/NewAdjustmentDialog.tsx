import type { Adjustment, MoneyCompanies } from '@painel/api-client';
import { adjustmentReferenceProblem } from '@painel/api-client/money';
import { Checkbox, MaskedField, RadioGroup, Select, TextAreaField, TextField, formatMoney, masks } from '@painel/ui';
import { useRef, useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ConfirmedActionDialog, newIdempotencyKey, useSaoPauloToday } from '../../core/money';
import type { OnDemandDialogProps } from '../../core/page/dialogOnDemand';
import { useApi } from '../../core/runtime/hooks';
import { adjustmentsMessages } from './messages';
import { REASON_MAX, reasonIsValid } from './reasonLimits';

export interface NewAdjustmentDialogProps {
  merchants: MoneyCompanies['merchants'];
  confirmWith: 'password' | 'code';
  onDone: (adjustment: Adjustment) => void;
}

/**
 * A manual credit or debit: merchant, direction, amount and reason (a debit also the day of its event, within the
 * contract's 12 months, 24 for a service not rendered), confirmed with the password or 2FA.
 */
export function NewAdjustmentDialog({
  merchants,
  confirmWith,
  onDone,
  open,
  onOpenChange,
}: NewAdjustmentDialogProps & OnDemandDialogProps) {
  const m = useMessages('adjustments', adjustmentsMessages);
  const c = m.create;
  const api = useApi();
  const today = useSaoPauloToday();
  const [companyId, setCompanyId] = useState('');
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [referenceDate, setReferenceDate] = useState('');
  const [notRendered, setNotRendered] = useState(false);
  const key = useRef(newIdempotencyKey());
  const amount = () => Number(masks.money.unformat(amountText) || 0);

  return (
    <ConfirmedActionDialog
      open={open}
      onOpenChange={onOpenChange}
      title={c.title}
      description={c.description}
      submitLabel={c.submit}
      confirmWith={confirmWith}
      labels={c}
      check={() => {
        const problems: Record<string, string> = {};
        if (!companyId) problems.companyId = c.problems.merchant;
        if (amount() <= 0) problems.amount = c.problems.amount;
        if (!reasonIsValid(reason)) problems.reason = c.problems.reason;
        // The contract's age limit, as the API applies it.
        const referenceProblem = adjustmentReferenceProblem({
          direction,
          referenceDate: referenceDate || null,
          notRendered,
          today,
        });
        if (referenceProblem) problems.referenceDate = referenceProblem;
        return problems;
      }}
      send={async (confirmation) => {
        const made = await api.createAdjustment({
          idempotencyKey: key.current,
          companyId: Number(companyId),
          direction,
          amount: amount(),
          reason: reason.trim(),
          ...(direction === 'debit' ? { referenceDate, serviceNotRendered: notRendered } : {}),
          ...confirmation,
        });
        onDone(made);
        return c.done(made.id, formatMoney(made.balanceAfter ?? 0));
      }}
    >
      {(errors) => (
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
        </>
      )}
    </ConfirmedActionDialog>
  );
}
