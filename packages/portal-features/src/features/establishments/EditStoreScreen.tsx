import { brazilianStates, type EstablishmentDetail } from '@painel/api-client';
import { Card, DetailList, TextAreaField, notify } from '@painel/ui';
import { FormCheckbox, FormField } from '@painel/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, lazy, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormScreen, useFormScreen } from '../../core/forms';
import { ToneNotice } from '../../core/money';
import { QueryState } from '../../core/page/QueryState';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { establishmentPaths } from './establishmentPaths';
import { establishmentsMessages } from './messages';
import {
  establishmentEditOf,
  newStoreFieldOf,
  newStoreSchema,
  newStoreValuesOf,
  type NewStoreValues,
} from './newStoreForm';
import { AddressStep, ContactStep, PlanStep, RegistryStep } from './NewStoreSteps';
import { usePostalCodeFill } from './usePostalCodeFill';
import { useRouteStore } from './useRouteStore';

// The bank field (and the Central Bank's list) comes only when a new account is asked for.
const BankStep = lazy(() => import('./NewStoreBankStep').then((module) => ({ default: module.BankStep })));

/**
 * /dashboard/establishments/edit/{id} (edit_establishments): a store's data with the same rules as its creation, saved
 * at once; a new settlement account is a request a second person approves, never applied by the one who asks.
 */
export function EditStoreScreen() {
  const { words, store } = useRouteStore();
  return (
    <QueryState query={store} messages={{ ...words, forbidden: words.notFound }}>
      {(record) => (
        <EditStoreForm key={record.id} store={record} onSaved={(after) => void store.mutate(after, false)} />
      )}
    </QueryState>
  );
}

function EditStoreForm({
  store,
  onSaved,
}: {
  store: EstablishmentDetail;
  onSaved: (after: EstablishmentDetail) => void;
}) {
  const words = useMessages('establishments', establishmentsMessages);
  const m = words.edit;
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const resolver = useMemo(() => zodResolver(newStoreSchema(words.create.problems, 'edit')), [words.create.problems]);
  const state = useFormScreen<NewStoreValues>({
    defaultValues: newStoreValuesOf(store),
    resolver,
    fieldOf: newStoreFieldOf,
    messages: { fix: m.fix, failed: m.failed },
    submit: async (values) => {
      const { establishment, approval } = await api.stores.updateEstablishment(store.id, establishmentEditOf(values));
      notify({ tone: 'success', title: m.saved, ...(approval ? { description: m.heldForApproval } : {}) });
      onSaved(establishment);
      void navigate(href(establishmentPaths.preview(store.id)));
    },
  });
  const { form, values } = state;
  const cepStatus = usePostalCodeFill(form, values.address.cep);
  const isStore = store.kind === 'store';
  const pending = store.pendingBankAccount;
  const current = store.bankAccount;
  return (
    <FormScreen
      state={state}
      intro={<p>{m.intro(store.tradeName)}</p>}
      submitLabel={m.submit}
      cancelLabel={m.cancel}
      onCancel={() => void navigate(href(establishmentPaths.preview(store.id)))}
    >
      <Card title={m.sections.data}>
        <RegistryStep values={values} staff={false} />
      </Card>
      <Card title={m.sections.address}>
        <AddressStep cepStatus={cepStatus} states={brazilianStates} />
      </Card>
      <Card title={m.sections.contact}>
        <ContactStep />
      </Card>
      {isStore ? (
        <>
          <Card title={m.sections.channels}>
            <PlanStep />
          </Card>
          <Card title={m.account}>
            <DetailList
              items={[
                {
                  term: m.current,
                  description: current
                    ? words.detail.bankLine(current.bankName, current.branch, current.account)
                    : m.none,
                },
              ]}
            />
            {pending ? (
              <ToneNotice $tone="warning" role="note">
                <p>{m.pending(pending.bankName, pending.account)}</p>
              </ToneNotice>
            ) : (
              <FormCheckbox name="changeAccount" label={m.changeAccount} hint={m.changeAccountHint} />
            )}
            {values.changeAccount && !pending && (
              <>
                <Suspense fallback={<p role="status">{words.create.loadingStep}</p>}>
                  <BankStep values={values} />
                </Suspense>
                <FormField<NewStoreValues>
                  name="reason"
                  render={(field, error) => (
                    <TextAreaField
                      label={m.reason}
                      hint={m.reasonHint}
                      name={field.name}
                      ref={field.ref}
                      value={field.value as string}
                      onBlur={field.onBlur}
                      onChange={(event) => field.onChange(event.target.value)}
                      maxLength={500}
                      error={error}
                      required
                    />
                  )}
                />
              </>
            )}
          </Card>
        </>
      ) : (
        <p role="note">{m.whiteLabel}</p>
      )}
    </FormScreen>
  );
}
