import { brazilianStates, type EstablishmentStatus, type RegistryRecord } from '@painel/api-client';
import { documentCharactersOf } from '@painel/api-client/money';
import { useEstablishments } from '@painel/api-client/react';
import { WizardStepper } from '@painel/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormScreen, useFormScreen, useFormSteps, type FormStep } from '../../core/forms';
import { QueryState } from '../../core/page/QueryState';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { establishmentPaths } from './establishmentPaths';
import { establishmentsMessages } from './messages';
import {
  emptyNewStore,
  newEstablishmentOf,
  newStoreFieldOf,
  newStoreSchema,
  type NewStoreValues,
} from './newStoreForm';
import type { CreatedStore } from './NewStoreDone';
import { DocumentStep } from './NewStoreDocumentStep';
import { usePostalCodeFill } from './usePostalCodeFill';

// The steps after the first (and the result) are their own file, asked for while the registry is looked up.
const laterSteps = () => import('./newStoreLaterSteps');
type LaterSteps = Awaited<ReturnType<typeof laterSteps>>;
const later = <Name extends keyof LaterSteps>(name: Name) =>
  lazy(() =>
    laterSteps().then((module) => ({ default: module[name] as unknown as ComponentType })),
  ) as unknown as LaterSteps[Name];
const RegistryStep = later('RegistryStep');
const AddressStep = later('AddressStep');
const ContactStep = later('ContactStep');
const BankStep = later('BankStep');
const PlanStep = later('PlanStep');
const NewStoreReview = later('NewStoreReview');
const NewStoreDone = later('NewStoreDone');

type WhiteLabel = { companyId: number; name: string };

/**
 * /dashboard/establishments/create (create_establishment): a store in steps, from the document the registry is asked
 * about to the settlement account and the channels; platform staff may also create a white label, and choose the
 * store's. A draft outlives a reload (the step too); the result says whether the store is active or in analysis.
 */
export function NewStoreScreen() {
  const m = useMessages('establishments', establishmentsMessages).create;
  // The white labels a store may go in come with the list (platform staff only): one row is enough.
  const who = useEstablishments(useMemo(() => ({ pageSize: '1' }), []));
  const [created, setCreated] = useState<CreatedStore | null>(null);
  const [round, setRound] = useState(0);
  return (
    <QueryState query={who} messages={m}>
      {(page) =>
        created ? (
          <Suspense fallback={<p role="status">{m.loading}</p>}>
            <NewStoreDone
              created={created}
              onAnother={() => {
                setCreated(null);
                setRound((count) => count + 1);
              }}
            />
          </Suspense>
        ) : (
          <NewStoreWizard key={round} whiteLabels={page.whiteLabels} onCreated={setCreated} />
        )
      }
    </QueryState>
  );
}

function NewStoreWizard({
  whiteLabels,
  onCreated,
}: {
  whiteLabels: readonly WhiteLabel[];
  onCreated: (store: CreatedStore) => void;
}) {
  const m = useMessages('establishments', establishmentsMessages).create;
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const staff = whiteLabels.length > 0;
  const resolver = useMemo(() => zodResolver(newStoreSchema(m.problems)), [m.problems]);
  const state = useFormScreen<NewStoreValues>({
    defaultValues: emptyNewStore,
    resolver,
    fieldOf: newStoreFieldOf,
    draft: { form: 'new-store' },
    messages: { fix: m.fix, failed: m.failed },
    submit: async (values, { idempotencyKey }) => {
      const answer: { id: number; status: EstablishmentStatus } = await api.stores.createEstablishment(
        newEstablishmentOf(values, idempotencyKey),
      );
      onCreated({ ...answer, kind: values.kind, tradeName: values.tradeName.trim() });
    },
  });
  const { form, values } = state;
  const [lookingUp, setLookingUp] = useState(false);
  const store = values.kind === 'store';

  // A changed document is another registry's answer: the old one (and its refusal) goes.
  const characters = documentCharactersOf(values.document);
  useEffect(() => {
    const registry = form.getValues('registry');
    if (registry && documentCharactersOf(registry.document) !== characters) form.setValue('registry', null);
    if (form.getFieldState('document').error?.type === 'registry') form.clearErrors('document');
  }, [characters, form]);

  /** The registry's verdict on the document: only an active one not registered yet lets the wizard go on. */
  const refusalOf = (record: RegistryRecord) => {
    if (!record.mayRegister) return m.blocked(record.registrationStatus, record.statusReason ?? '');
    const here = record.alreadyRegistered;
    if (here) return here.tradeName === null ? m.alreadyElsewhere : m.alreadyHere(here.tradeName, here.whiteLabel);
    return null;
  };

  const lookUpRegistry = async () => {
    void laterSteps().catch(() => undefined);
    let record = form.getValues('registry');
    if (!record || documentCharactersOf(record.document) !== characters) {
      setLookingUp(true);
      try {
        record = await api.stores.lookupRegistry(characters);
      } catch (failure) {
        const said = (failure as { fieldErrors?: Record<string, string[]> }).fieldErrors?.document?.[0];
        form.setError('document', { type: 'registry', message: said ?? m.lookupFailed }, { shouldFocus: true });
        return false;
      } finally {
        setLookingUp(false);
      }
      form.setValue('registry', record);
      // What the registry knows fills what is still empty; what the person typed stays.
      if (!form.getValues('tradeName')) form.setValue('tradeName', record.tradeName || record.legalName);
      if (!form.getValues('mcc') && record.suggestedMcc) form.setValue('mcc', record.suggestedMcc);
      if (record.address && !form.getValues('address.cep')) form.setValue('address', record.address);
    }
    const refusal = refusalOf(record);
    if (refusal) form.setError('document', { type: 'registry', message: refusal }, { shouldFocus: true });
    return refusal === null;
  };

  const cepStatus = usePostalCodeFill(form, values.address.cep);

  const steps: FormStep<NewStoreValues>[] = [
    { id: 'documento', title: m.steps.document, fields: ['kind', 'whiteLabelId', 'document'], check: lookUpRegistry },
    { id: 'cadastro', title: m.steps.registry, fields: ['tradeName', 'mcc'] },
    { id: 'endereco', title: m.steps.address, fields: ['address'] },
    { id: 'contato', title: m.steps.contact, fields: ['contact'] },
    ...(store
      ? ([
          { id: 'conta', title: m.steps.bank, fields: ['bank'] },
          { id: 'plano', title: m.steps.plan, fields: ['channels'] },
        ] satisfies FormStep<NewStoreValues>[])
      : []),
    { id: 'revisao', title: m.steps.review, fields: [] },
  ];
  const wizard = useFormSteps(state, steps);
  const whiteLabelName = whiteLabels.find((label) => String(label.companyId) === values.whiteLabelId)?.name ?? null;
  const content: Record<string, ReactNode> = {
    documento: <DocumentStep staff={staff} whiteLabels={whiteLabels} values={values} lookingUp={lookingUp} />,
    cadastro: <RegistryStep values={values} staff={staff} />,
    endereco: <AddressStep cepStatus={cepStatus} states={brazilianStates} />,
    contato: <ContactStep />,
    conta: <BankStep values={values} />,
    plano: <PlanStep />,
    revisao: <NewStoreReview values={values} whiteLabelName={whiteLabelName} />,
  };

  return (
    <FormScreen
      state={state}
      intro={<p>{m.intro}</p>}
      steps={wizard}
      submitLabel={store ? m.submit : m.submitWhiteLabel}
      cancelLabel={m.cancel}
      onCancel={() => void navigate(href(establishmentPaths.list))}
    >
      <WizardStepper
        label={m.progress}
        currentStepId={wizard.current}
        onStepChange={wizard.setCurrent}
        steps={steps.map((step) => ({
          id: step.id,
          title: step.title,
          content:
            step.id === 'documento' ? (
              content[step.id]
            ) : (
              <Suspense fallback={<p role="status">{m.loadingStep}</p>}>{content[step.id]}</Suspense>
            ),
          onNext: wizard.check,
          hideNext: step.id === 'revisao',
        }))}
      />
    </FormScreen>
  );
}
