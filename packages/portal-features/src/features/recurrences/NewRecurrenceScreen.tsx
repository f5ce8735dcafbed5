import { recurrenceCycleLabels, recurrenceCycles } from '@painel/api-client';
import { monthlyRevenueOf, recurrenceProblems } from '@painel/api-client/money';
import { Card, DateField, formatMoney, notify } from '@painel/ui';
import { FormField, FormMaskedField, FormRadioGroup, FormSelect, FormTextField } from '@painel/ui/form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormScreen, problemsResolver, useFormScreen } from '../../core/forms';
import { FormGrid, MoneyInput, useSaoPauloToday } from '../../core/money';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { CardOnFileFields } from './CardOnFileFields';
import { newRecurrenceMessages, recurrencesMessages } from './messages';
import { emptyRecurrenceDraft, recurrenceRequestOf, type RecurrenceDraft } from './recurrenceDraft';
import { recurrenceKindOfPath, recurrencePaths, recurrencePreviewPath } from './recurrencePaths';

/** The card is never kept in a draft: a reload asks for it again. */
const NOT_KEPT = ['card'] as const;

/**
 * /dashboard/recurrences/create and /dashboard/fixed/recurrences/create: the customer (personalised only), what
 * is charged, how and how often, from which day; a card is checked now and charged on the first due date.
 * Checked with the API's own rules before sending; one idempotency key per form, so a double click is one
 * subscription; a failure keeps everything typed, and a reload what is not the card.
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
  const resolver = useMemo(
    () => problemsResolver<RecurrenceDraft>((draft) => recurrenceProblems(recurrenceRequestOf(draft, kind), today)),
    [kind, today],
  );
  const state = useFormScreen<RecurrenceDraft>({
    defaultValues: emptyRecurrenceDraft(today),
    resolver,
    draft: { form: `recurrence-${kind}`, omit: NOT_KEPT },
    messages: { fix: m.fix, failed: m.failed },
    submit: async (draft, { idempotencyKey }) => {
      const made = await api.createRecurrence({ ...recurrenceRequestOf(draft, kind), idempotencyKey });
      notify({ tone: 'success', title: plan ? m.createdPlan(made.description) : m.created(made.description) });
      void navigate(href(recurrencePreviewPath(kind, made.id)));
    },
  });
  const draft = state.values;
  const cardProblems = state.form.formState.errors.card;
  const cardErrors = Object.fromEntries(
    (['number', 'holderName', 'expiry', 'cvv'] as const).map((field) => [
      `card.${field}`,
      cardProblems?.[field]?.message,
    ]),
  );

  return (
    <FormScreen
      state={state}
      intro={<p>{m.intro[kind]}</p>}
      submitLabel={plan ? m.submitPlan : m.submit}
      cancelLabel={m.cancel}
      onCancel={() => void navigate(href(recurrencePaths[kind].list))}
    >
      {kind === 'single' && (
        <Card title={m.sections.customer}>
          <FormGrid>
            <FormTextField name="customer.name" label={m.customerName} autoComplete="off" required />
            <FormTextField name="customer.email" type="email" label={m.customerEmail} autoComplete="off" required />
            <FormMaskedField name="customer.document" mask="cpfCnpj" label={m.customerDocument} required />
          </FormGrid>
        </Card>
      )}
      <Card title={m.sections.charge}>
        <FormGrid>
          <FormTextField name="description" label={m.description} hint={m.descriptionHint} required maxLength={120} />
          <FormField<RecurrenceDraft>
            name="amount"
            render={(field, error) => (
              <MoneyInput label={m.amount} cents={field.value as number} error={error} onChange={field.onChange} />
            )}
          />
          <FormSelect
            name="cycle"
            label={m.cycle}
            placeholder={false}
            options={recurrenceCycles.map((value) => ({ value, label: recurrenceCycleLabels[value] }))}
          />
          {!plan && (
            <FormField<RecurrenceDraft>
              name="firstDueDate"
              render={(field, error) => (
                <DateField
                  label={m.firstDueDate}
                  required
                  value={field.value as string}
                  error={error}
                  onValueChange={field.onChange}
                />
              )}
            />
          )}
        </FormGrid>
        {draft.amount > 0 && draft.cycle !== 'monthly' && (
          <p aria-live="polite">{m.perMonth(formatMoney(monthlyRevenueOf(draft.amount, draft.cycle)))}</p>
        )}
        <FormRadioGroup
          name="method"
          label={m.method}
          options={(['card', 'pix', 'boleto'] as const).map((value) => ({ value, label: words.methods[value] }))}
        />
      </Card>
      {draft.method === 'card' && !plan && (
        <Card title={m.sections.card}>
          <p>{m.cardHint}</p>
          <FormField<RecurrenceDraft>
            name="card"
            render={(field) => <CardOnFileFields card={draft.card} errors={cardErrors} onChange={field.onChange} />}
          />
        </Card>
      )}
    </FormScreen>
  );
}
