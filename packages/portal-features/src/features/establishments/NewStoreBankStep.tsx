import { checkedBanks, settlementAccountTypes } from '@painel/api-client';
import { DetailList, TextField } from '@painel/ui';
import { FormField, FormMaskedField, FormSelect } from '@painel/ui/form';
import { useFormContext } from 'react-hook-form';
import { BankPicker } from '../../core/banking';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormGrid, MoneyStack } from '../../core/money';
import { establishmentsMessages } from './messages';
import type { NewStoreValues } from './newStoreForm';

// Its own file: the bank list's field comes only with the step (or the edit's "new account") that shows it.
/** The settlement account: the bank from the Central Bank's list, its numbers, and the holder (the store). */
export function BankStep({ values }: { values: NewStoreValues }) {
  const m = useMessages('establishments', establishmentsMessages).create;
  const { setValue } = useFormContext<NewStoreValues>();
  const bank = values.bank.bankCode;
  return (
    <MoneyStack>
      <p>{m.bankIntro}</p>
      <FormField<NewStoreValues>
        name="bank.bankCode"
        render={(field, error) => (
          <BankPicker
            label={m.bank}
            name={field.name}
            value={field.value as string}
            selectRef={field.ref}
            onBlur={field.onBlur}
            onChange={(code, name) => {
              field.onChange(code);
              setValue('bankName', name);
            }}
            error={error}
            required
          />
        )}
      />
      <FormGrid>
        <FormSelect
          name="bank.accountType"
          label={m.accountType}
          placeholder={false}
          options={settlementAccountTypes.map((type) => ({ value: type, label: m.accountTypes[type] }))}
        />
        <DigitsField name="bank.agency" label={m.agency} max={4} />
        <DigitsField name="bank.agencyDigit" label={m.agencyDigit} hint={m.agencyDigitHint} max={1} letters />
        <DigitsField name="bank.account" label={m.account} max={13} />
        <DigitsField
          name="bank.accountDigit"
          label={m.accountDigit}
          max={1}
          letters
          hint={bank ? (checkedBanks.includes(bank) ? m.checked(values.bankName || bank) : m.formatOnly) : undefined}
        />
      </FormGrid>
      {values.document.includes('*') ? (
        <FormMaskedField
          name="holderDocument"
          mask="cpf"
          label={m.holderCpf}
          hint={m.holderCpfHint(values.document)}
          required
        />
      ) : (
        <DetailList items={[{ term: m.holder, description: m.holderIs(values.document) }]} />
      )}
    </MoneyStack>
  );
}

/** Digits only (and X or P where a check digit may be a letter), up to a length. */
function DigitsField({
  name,
  label,
  hint,
  max,
  letters = false,
}: {
  name: string;
  label: string;
  hint?: string;
  max: number;
  letters?: boolean;
}) {
  return (
    <FormField<NewStoreValues>
      name={name as 'bank.agency'}
      render={(field, error) => (
        <TextField
          label={label}
          hint={hint}
          error={error}
          name={field.name}
          ref={field.ref}
          value={field.value as string}
          onBlur={field.onBlur}
          autoComplete="off"
          inputMode={letters ? 'text' : 'numeric'}
          maxLength={max}
          onChange={(event) => {
            const text = event.target.value;
            field.onChange(
              (letters ? text.toUpperCase().replace(/[^\dXP]/g, '') : text.replace(/\D/g, '')).slice(0, max),
            );
          }}
        />
      )}
    />
  );
}
