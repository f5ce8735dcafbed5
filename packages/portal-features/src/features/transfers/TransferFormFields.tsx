import type { PixKeyOwner, TransferOptions } from '@painel/api-client';
import {
  bankAccountTypeLabels,
  bankAccountTypes,
  parsePixKey,
  pixKeyTypeLabels,
  pixKeyTypes,
  transferAllAmount,
  type BankAccountType,
} from '@painel/api-client/money';
import { Button, MaskedField, RadioGroup, Select, TextField, formatDate, formatMoney, masks } from '@painel/ui';
import { useState } from 'react';
import { BankPicker } from '../../core/banking';
import { useMessages } from '../../core/copy/MessagesContext';
import { transfersMessages } from './messages';
import { centsOfMoney, feeOf, type DraftProblems, type TransferDraft } from './transferDraft';

export interface TransferFormFieldsProps {
  draft: TransferDraft;
  onChange: (patch: Partial<TransferDraft>) => void;
  options: TransferOptions;
  problems: DraftProblems;
  owner: PixKeyOwner | null;
  lookingUp: boolean;
  /** The holder moves the night period's start (CPF accounts: 20:00, 21:00 or 22:00). */
  onNightStartChange?: (start: '20:00' | '21:00' | '22:00') => Promise<void>;
}

const NIGHT_STARTS = ['20:00', '21:00', '22:00'] as const;

/** The new-transfer form: how, to whom (a saved recipient, a Pix key or a bank account), how much. */
export function TransferFormFields({
  draft,
  onChange,
  options,
  problems,
  owner,
  lookingUp,
  onNightStartChange,
}: TransferFormFieldsProps) {
  const m = useMessages('transfers', transfersMessages).form;
  const fee = feeOf(draft, options);
  const amount = centsOfMoney(draft.amountText);
  const parsed = draft.kind === 'pix' && draft.key ? parsePixKey(draft.keyType, draft.key) : null;
  const saved = options.recipients.filter((recipient) => recipient.kind === draft.kind);
  const [hours = 17, minutes = 0] = options.tedCutoff.split(':').map(Number);
  const tedMoved = options.tedDate !== options.now.slice(0, 10);
  const dailyLeft = Math.max(0, options.dailyLimit - options.usedToday);
  const nightLeft = options.nightLimit === null ? null : Math.max(0, options.nightLimit - options.usedTonight);
  const nightStart = options.nightStart ?? '20:00';
  const [nightFailed, setNightFailed] = useState(false);
  return (
    <>
      <RadioGroup
        label={m.kind}
        value={draft.kind}
        onValueChange={(kind) => onChange({ kind: kind as 'pix' | 'ted', recipientId: '' })}
        options={[
          { value: 'pix', label: m.pix },
          { value: 'ted', label: m.ted },
        ]}
      />
      {saved.length > 0 && (
        <Select
          label={m.saved}
          value={draft.recipientId}
          placeholder={false}
          options={[{ value: '', label: m.noSaved }, ...saved.map((r) => ({ value: r.id, label: r.label }))]}
          onChange={(event) => onChange({ recipientId: event.target.value })}
        />
      )}
      {!draft.recipientId && draft.kind === 'pix' && (
        <>
          <Select
            label={m.keyType}
            value={draft.keyType}
            placeholder={false}
            options={[
              { value: 'auto', label: m.detect },
              ...pixKeyTypes.map((type) => ({ value: type, label: pixKeyTypeLabels[type] })),
            ]}
            onChange={(event) => onChange({ keyType: event.target.value as TransferDraft['keyType'] })}
          />
          <TextField
            label={m.key}
            value={draft.key}
            autoComplete="off"
            maxLength={77}
            hint={
              lookingUp
                ? m.lookingUp
                : owner
                  ? m.owner(owner.name, owner.bank, owner.document)
                  : parsed?.ok && parsed.note
                    ? parsed.note
                    : m.keyHint
            }
            error={problems.key}
            onChange={(event) => onChange({ key: event.target.value })}
          />
        </>
      )}
      {!draft.recipientId && draft.kind === 'ted' && (
        <>
          <BankPicker
            label={m.bank}
            value={draft.bankCode}
            error={problems.bankCode}
            onChange={(bankCode, bankName) => onChange({ bankCode, bankName })}
          />
          <TextField
            label={m.branch}
            value={draft.branch}
            inputMode="numeric"
            maxLength={4}
            error={problems.branch}
            onChange={(event) => onChange({ branch: event.target.value.replace(/\D/g, '') })}
          />
          <TextField
            label={m.account}
            value={draft.account}
            inputMode="numeric"
            maxLength={12}
            error={problems.account}
            onChange={(event) => onChange({ account: event.target.value.replace(/\D/g, '') })}
          />
          <TextField
            label={m.accountDigit}
            value={draft.accountDigit}
            maxLength={1}
            error={problems.accountDigit}
            onChange={(event) => onChange({ accountDigit: event.target.value.toUpperCase() })}
          />
          <Select
            label={m.accountType}
            value={draft.accountType}
            placeholder={false}
            options={bankAccountTypes.map((type) => ({ value: type, label: bankAccountTypeLabels[type] }))}
            onChange={(event) => onChange({ accountType: event.target.value as BankAccountType })}
          />
          <TextField
            label={m.holderName}
            value={draft.holderName}
            autoComplete="off"
            maxLength={100}
            error={problems.holderName}
            onChange={(event) => onChange({ holderName: event.target.value })}
          />
          <MaskedField
            mask="cpfCnpj"
            label={m.holderDocument}
            value={draft.holderDocument}
            error={problems.holderDocument}
            onValueChange={(masked) => onChange({ holderDocument: masked })}
          />
        </>
      )}
      <MaskedField
        mask="money"
        label={m.amount}
        value={draft.amountText}
        error={problems.amountText}
        hint={`${m.available(formatMoney(options.available))} · ${m.fee(formatMoney(fee))}`}
        onValueChange={(masked) => onChange({ amountText: masked })}
      />
      <Button
        variant="tertiary"
        size="sm"
        onClick={() => onChange({ amountText: masks.money.format(String(transferAllAmount(options.available, fee))) })}
      >
        {m.all}
      </Button>
      <p>
        {m.leaves(formatMoney(amount + fee))} · {m.arrives(formatMoney(amount))}
      </p>
      {draft.kind === 'ted' && (
        <p role="note">
          {tedMoved
            ? m.tedMoved(formatDate(options.tedDate))
            : m.tedToday(`${String(hours).padStart(2, '0')}h${minutes ? String(minutes).padStart(2, '0') : ''}`)}
        </p>
      )}
      <p>
        {m.limits(formatMoney(dailyLeft), nightLeft === null ? null : formatMoney(nightLeft), nightStart.slice(0, 2))}
        {options.approvalThreshold !== null && ` ${m.approval(formatMoney(options.approvalThreshold))}`}
      </p>
      {nightLeft !== null && onNightStartChange && (
        <Select
          label={m.nightStart}
          hint={m.nightStartHint}
          value={nightStart}
          placeholder={false}
          error={nightFailed ? m.nightStartFailed : undefined}
          options={NIGHT_STARTS.map((start) => ({ value: start, label: m.nightStartOption(start.slice(0, 2)) }))}
          onChange={(event) => {
            setNightFailed(false);
            onNightStartChange(event.target.value as (typeof NIGHT_STARTS)[number]).catch(() => setNightFailed(true));
          }}
        />
      )}
      <TextField
        label={m.note}
        value={draft.note}
        maxLength={140}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </>
  );
}
