import { recurrenceCycleLabels, recurrenceCycles, type RecurrenceCycle } from '@painel/api-client';
import { monthlyRevenueOf, recurrenceProblems } from '@painel/api-client/money';
import { Card, DateField, MaskedField, RadioGroup, Select, TextField, formatMoney, notify } from '@painel/ui';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormFooter, FormGrid, MoneyInput, MoneyStack, newIdempotencyKey, useSaoPauloToday } from '../../core/money';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { CardOnFileFields } from './CardOnFileFields';
import { newRecurrenceMessages, recurrencesMessages } from './messages';
import { emptyRecurrenceDraft, recurrenceRequestOf, type RecurrenceDraft } from './recurrenceDraft';
import { recurrenceKindOfPath, recurrencePaths, recurrencePreviewPath } from './recurrencePaths';

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };

/**
 * /dashboard/recurrences/create and /dashboard/fixed/recurrences/create: the customer (personalised only), what
 * is charged, how and how often, from which day; a card is checked now and charged on the first due date.
 * Checked with the API's own rules before sending; one idempotency key per form, so a double click is one
 * subscription; a failure keeps everything typed.
 */
export function NewRecurrenceScreen() {
  const m = useMessages('recurrences', newRecurrenceMessages);
  const words = useMessages('recurrences', recurrencesMessages);
  const route = useCurrentRoute();
  const kind = recurrenceKindOfPath(route.path);
  // Anônimo: a plan with a public subscribe link; each subscriber gives their data and card there.
  const plan = kind === 'reusable';
  const today = useSaoPauloToday();
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const [draft, setDraft] = useState<RecurrenceDraft>(() => emptyRecurrenceDraft(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const set = <K extends keyof RecurrenceDraft>(field: K, value: RecurrenceDraft[K]) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const setCustomer = (patch: Partial<RecurrenceDraft['customer']>) =>
    setDraft((d) => ({ ...d, customer: { ...d.customer, ...patch } }));

  const focusFirstProblem = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());

  const submit = async () => {
    if (busy) return;
    const request = recurrenceRequestOf(draft, kind);
    const problems = recurrenceProblems(request, today);
    setErrors(problems);
    setFailure(Object.keys(problems).length ? m.fix : null);
    if (Object.keys(problems).length) return focusFirstProblem();
    setBusy(true);
    try {
      const made = await api.createRecurrence({ ...request, idempotencyKey: key.current });
      notify({ tone: 'success', title: plan ? m.createdPlan(made.description) : m.created(made.description) });
      void navigate(href(recurrencePreviewPath(kind, made.id)));
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      const fields = Object.fromEntries(Object.entries(fieldErrors).map(([field, [first = '']]) => [field, first]));
      setErrors(fields);
      setFailure(Object.keys(fields).length ? m.fix : (serverMessage ?? m.failed));
      focusFirstProblem();
    } finally {
      setBusy(false);
    }
  };

  return (
    <MoneyStack>
      <p>{m.intro[kind]}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <MoneyStack>
          {kind === 'single' && (
            <Card title={m.sections.customer}>
              <FormGrid>
                <TextField
                  label={m.customerName}
                  autoComplete="off"
                  required
                  value={draft.customer.name}
                  error={errors['customer.name']}
                  onChange={(event) => setCustomer({ name: event.target.value })}
                />
                <TextField
                  type="email"
                  label={m.customerEmail}
                  autoComplete="off"
                  required
                  value={draft.customer.email}
                  error={errors['customer.email']}
                  onChange={(event) => setCustomer({ email: event.target.value })}
                />
                <MaskedField
                  mask="cpfCnpj"
                  label={m.customerDocument}
                  required
                  value={draft.customer.document}
                  error={errors['customer.document']}
                  onValueChange={(masked) => setCustomer({ document: masked })}
                />
              </FormGrid>
            </Card>
          )}
          <Card title={m.sections.charge}>
            <FormGrid>
              <TextField
                label={m.description}
                hint={m.descriptionHint}
                required
                maxLength={120}
                value={draft.description}
                error={errors.description}
                onChange={(event) => set('description', event.target.value)}
              />
              <MoneyInput
                label={m.amount}
                cents={draft.amount}
                error={errors.amount}
                onChange={(amount) => set('amount', amount)}
              />
              <Select
                label={m.cycle}
                placeholder={false}
                value={draft.cycle}
                error={errors.cycle}
                options={recurrenceCycles.map((value) => ({ value, label: recurrenceCycleLabels[value] }))}
                onChange={(event) => set('cycle', event.target.value as RecurrenceCycle)}
              />
              {!plan && (
                <DateField
                  label={m.firstDueDate}
                  required
                  value={draft.firstDueDate}
                  error={errors.firstDueDate}
                  onValueChange={(date) => set('firstDueDate', date)}
                />
              )}
            </FormGrid>
            {draft.amount > 0 && draft.cycle !== 'monthly' && (
              <p aria-live="polite">{m.perMonth(formatMoney(monthlyRevenueOf(draft.amount, draft.cycle)))}</p>
            )}
            <RadioGroup
              label={m.method}
              value={draft.method}
              onValueChange={(value) => set('method', value as RecurrenceDraft['method'])}
              options={(['card', 'pix', 'boleto'] as const).map((value) => ({ value, label: words.methods[value] }))}
            />
          </Card>
          {draft.method === 'card' && !plan && (
            <Card title={m.sections.card}>
              <p>{m.cardHint}</p>
              <CardOnFileFields card={draft.card} errors={errors} onChange={(card) => set('card', card)} />
            </Card>
          )}
          <FormFooter
            failure={failure}
            busy={busy}
            submitLabel={plan ? m.submitPlan : m.submit}
            cancelLabel={m.cancel}
            onCancel={() => void navigate(href(recurrencePaths[kind].list))}
          />
        </MoneyStack>
      </form>
    </MoneyStack>
  );
}
