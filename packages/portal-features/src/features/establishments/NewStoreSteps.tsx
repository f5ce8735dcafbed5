import { merchantCategoryCodes, reviewedCategories, salesChannels } from '@painel/api-client';
import { Checkbox, DetailList, formatDate } from '@painel/ui';
import { FormField, FormMaskedField, FormSelect, FormTextField } from '@painel/ui/form';
import { useId } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { FieldGroup, FormGrid, MoneyStack } from '../../core/money';
import { establishmentsMessages } from './messages';
import type { NewStoreValues } from './newStoreForm';

const useWords = () => useMessages('establishments', establishmentsMessages);

/** The registry's answer, and what the platform adds: the trade name people see and the MCC. */
export function RegistryStep({ values, staff }: { values: NewStoreValues; staff: boolean }) {
  const words = useWords();
  const m = words.create;
  const registry = values.registry;
  return (
    <MoneyStack>
      {registry && (
        <section aria-label={m.registryTitle}>
          <DetailList
            items={[
              { term: m.legalName, description: registry.legalName },
              { term: m.registrationStatus, description: registry.registrationStatus },
              {
                term: m.activity,
                description: registry.activity
                  ? `${registry.activity.code} · ${registry.activity.description}`
                  : m.noActivity,
              },
              ...(registry.openedOn ? [{ term: m.openedOn, description: formatDate(registry.openedOn) }] : []),
            ]}
          />
        </section>
      )}
      <FormGrid>
        <FormTextField name="tradeName" label={m.tradeName} hint={m.tradeNameHint} maxLength={60} required />
        <FormSelect
          name="mcc"
          label={m.mcc}
          required
          hint={registry?.suggestedMcc ? m.mccSuggested(mccLabel(words, registry.suggestedMcc)) : undefined}
          options={merchantCategoryCodes.map((mcc) => ({ value: mcc, label: mccLabel(words, mcc) }))}
        />
      </FormGrid>
      {staff && (reviewedCategories as readonly string[]).includes(values.mcc) && <p role="note">{m.reviewedMcc}</p>}
    </MoneyStack>
  );
}

const mccLabel = (words: typeof establishmentsMessages, mcc: string) =>
  `${mcc} · ${words.segments[mcc as keyof typeof words.segments]}`;

export type CepStatus = 'looking' | 'found' | 'unknown' | 'failed' | null;

/** The address, filled from the CEP when the lookup knows it, typed when it does not. */
export function AddressStep({ cepStatus, states }: { cepStatus: CepStatus; states: readonly string[] }) {
  const m = useWords().create;
  const cepHint = cepStatus
    ? { looking: m.cepLooking, found: m.cepFound, unknown: m.cepUnknown, failed: m.cepFailed }[cepStatus]
    : undefined;
  return (
    <FormGrid>
      <FormMaskedField name="address.cep" mask="cep" label={m.cep} hint={cepHint} autoComplete="postal-code" required />
      <FormTextField name="address.street" label={m.street} autoComplete="address-line1" required />
      <FormTextField name="address.number" label={m.number} inputMode="numeric" maxLength={10} required />
      <FormTextField name="address.complement" label={m.complement} autoComplete="address-line2" maxLength={60} />
      <FormTextField name="address.district" label={m.district} autoComplete="address-level3" required />
      <FormTextField name="address.city" label={m.city} autoComplete="address-level2" required />
      <FormSelect
        name="address.state"
        label={m.state}
        autoComplete="address-level1"
        required
        options={states.map((state) => ({ value: state, label: state }))}
      />
    </FormGrid>
  );
}

export function ContactStep() {
  const m = useWords().create;
  return (
    <FormGrid>
      <FormTextField name="contact.name" label={m.contactName} autoComplete="off" maxLength={100} required />
      <FormTextField name="contact.email" type="email" label={m.contactEmail} autoComplete="off" required />
      <FormMaskedField name="contact.phone" mask="phone" label={m.contactPhone} autoComplete="off" required />
    </FormGrid>
  );
}

export function PlanStep() {
  const m = useWords().create;
  const problemId = useId();
  return (
    <MoneyStack>
      <DetailList items={[{ term: m.plan, description: m.planName }]} />
      <p>{m.planHint}</p>
      <FormField<NewStoreValues>
        name="channels"
        render={(field, error) => {
          const chosen = new Set(field.value as string[]);
          return (
            <FieldGroup aria-describedby={error ? problemId : undefined}>
              <legend>{m.channels}</legend>
              {salesChannels.map((channel, index) => (
                <Checkbox
                  key={channel}
                  ref={index === 0 ? field.ref : undefined}
                  label={m.channelNames[channel]}
                  checked={chosen.has(channel)}
                  onBlur={field.onBlur}
                  onCheckedChange={(on) =>
                    field.onChange(salesChannels.filter((c) => (c === channel ? on === true : chosen.has(c))))
                  }
                />
              ))}
              {error && (
                <p id={problemId} role="alert">
                  {error}
                </p>
              )}
            </FieldGroup>
          );
        }}
      />
    </MoneyStack>
  );
}
