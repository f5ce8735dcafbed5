import type { PaymentLink } from '@painel/api-client';
import { linkTotalOf, paymentLinkProblems } from '@painel/api-client/money';
import { usePaymentLink } from '@painel/api-client/react';
import { Button, Card, TextField, formatMoney, notify } from '@painel/ui';
import { FormCheckbox, FormField, FormMaskedField, FormRadioGroup, FormSelect, FormTextField } from '@painel/ui/form';
import { useEffect, useMemo, useRef } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { FormScreen, problemsResolver, useFormScreen, type FieldOf } from '../../core/forms';
import { ActionRow, FieldGroup as MethodBox, FormGrid, MoneyInput, useSaoPauloToday } from '../../core/money';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { draftOfLink, emptyDraft, linkRequestOf, type LinkDraft } from './linkDraft';
import { linkKindOfPath, linkPaths, reusableLinkPath } from './linkPaths';

import { newPaymentLinkMessages } from './messages';
import { ItemRow, ItemsFieldset, TotalLine } from './styles';
import { SettledAnnouncement } from '../../core/forms/SettledAnnouncement';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: `${from + i}×` }));

/** Where the API's rules name a field otherwise than the form; problems of the whole go above their section. */
const FORM_FIELDS: Record<string, string> = {
  'methods.card.maxInstallments': 'maxInstallments',
  'methods.card.interestFree': 'interestFree',
  'methods.card.monthlyInterest': 'monthlyInterest',
  'methods.pix.expiresInMinutes': 'pixMinutes',
  'methods.boleto.dueDays': 'boletoDays',
  items: 'root.items',
  amount: 'root.amount',
  methods: 'root.methods',
};
const fieldOf: FieldOf = (path) => FORM_FIELDS[path] ?? path;

/** A text field that keeps only digits (quantities, days, limits), up to a length. */
function DigitsField({ name, label, hint, max }: { name: string; label: string; hint?: string; max: number }) {
  return (
    <FormField<LinkDraft>
      name={name as keyof LinkDraft}
      render={(field, error) => (
        <TextField
          label={label}
          hint={hint}
          inputMode="numeric"
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={field.value as string}
          error={error}
          onChange={(event) => field.onChange(event.target.value.replace(/\D/g, '').slice(0, max))}
        />
      )}
    />
  );
}

/**
 * /dashboard/payment/links/create and /create/fixed: a link's items, its name and expiry, the methods with their
 * rules, what to ask the buyer; checked with the API's own rules before it is sent, and nothing typed is lost on a
 * failure (nor, for a new link, on a reload). `?duplicar={id}` starts from another link, `?editar={id}` changes one.
 */
export function NewPaymentLinkScreen() {
  const m = useMessages('paymentLinks', newPaymentLinkMessages);
  const route = useCurrentRoute();
  const kind = linkKindOfPath(route.path);
  const today = useSaoPauloToday();
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const [search] = useSearchParams();
  const editId = search.get('editar');
  const sourceId = editId ?? search.get('duplicar');
  const source = usePaymentLink(sourceId);
  const editing = editId && source.data ? source.data.link : null;
  const locked = editing !== null && !editing.editable;
  const resolver = useMemo(
    () => problemsResolver<LinkDraft>((draft) => paymentLinkProblems(linkRequestOf(draft, kind), today), fieldOf),
    [kind, today],
  );
  const state = useFormScreen<LinkDraft>({
    defaultValues: emptyDraft(),
    resolver,
    fieldOf,
    // A new link keeps a draft; an edit or a duplicate starts from its link each time.
    ...(sourceId ? {} : { draft: { form: `payment-link-${kind}` } }),
    messages: { fix: m.fix, failed: m.failed },
    submit: async (draft, { idempotencyKey }) => {
      const request = linkRequestOf(draft, kind);
      const { kind: _kind, ...fields } = request;
      const link: PaymentLink = editing
        ? await api.updatePaymentLink(editing.id, fields)
        : await api.createPaymentLink({ ...request, idempotencyKey });
      notify({ tone: 'success', title: editing ? m.saved(link.name) : m.created(link.name) });
      void navigate(href(kind === 'reusable' ? reusableLinkPath(link.id) : `${linkPaths.single.list}?link=${link.id}`));
    },
  });
  const { form, start } = state;
  const items = useFieldArray({ control: form.control, name: 'items' });
  const prefilled = useRef(false);

  useEffect(() => {
    if (source.data && !prefilled.current) {
      prefilled.current = true;
      start(draftOfLink(source.data.link, editId !== null));
    }
  }, [source.data, editId, start]);

  const draft = state.values;
  const rootErrors = form.formState.errors.root;
  const open = kind === 'reusable' && draft.openAmount;
  const request = linkRequestOf(draft, kind);
  const total = open
    ? null
    : linkTotalOf(
        request.items.map((i) => ({ ...i, quantity: i.quantity || 0 })),
        request.shipping,
      );

  return (
    <FormScreen
      state={state}
      intro={
        <>
          <p>{m.intro[kind]}</p>
          {source.data && (
            <p role="status">{editing ? m.editing(source.data.link.name) : m.duplicating(source.data.link.name)}</p>
          )}
        </>
      }
      submitLabel={editing ? m.save : m.submit}
      cancelLabel={m.cancel}
      onCancel={() => void navigate(href(linkPaths[kind].list))}
    >
      <Card title={m.sections.items}>
        {locked && <p>{m.lockedItems}</p>}
        <ItemsFieldset disabled={locked}>
          {kind === 'reusable' && <FormCheckbox name="openAmount" label={m.openAmount} />}
          {(open ? items.fields.slice(0, 1) : items.fields).map((item, index) => (
            <ItemRow key={item.id}>
              <legend>{m.itemLegend(index)}</legend>
              <FormTextField name={`items.${index}.name`} label={m.itemName} />
              {!open && (
                <>
                  <DigitsField name={`items.${index}.quantity`} label={m.quantity} max={3} />
                  <FormField<LinkDraft>
                    name={`items.${index}.unitPrice`}
                    render={(field, error) => (
                      <MoneyInput
                        label={m.unitPrice}
                        cents={field.value as number}
                        error={error}
                        onChange={field.onChange}
                      />
                    )}
                  />
                  <Button
                    variant="tertiary"
                    aria-label={m.removeItem(index)}
                    disabled={items.fields.length === 1}
                    onClick={() => items.remove(index)}
                  >
                    ✕
                  </Button>
                </>
              )}
            </ItemRow>
          ))}
          {rootErrors?.items && <p role="alert">{rootErrors.items.message}</p>}
          {!open && (
            <>
              <ActionRow>
                <Button
                  variant="secondary"
                  onClick={() => items.append({ name: '', quantity: '1', unitPrice: 0 })}
                  disabled={items.fields.length >= 20}
                >
                  {m.addItem}
                </Button>
              </ActionRow>
              <FormGrid>
                <FormField<LinkDraft>
                  name="shipping"
                  render={(field, error) => (
                    <MoneyInput
                      label={m.shipping}
                      cents={field.value as number}
                      error={error}
                      onChange={field.onChange}
                    />
                  )}
                />
              </FormGrid>
              <TotalLine>{m.total(formatMoney(total ?? 0))}</TotalLine>
              <SettledAnnouncement text={m.totalSaid(formatMoney(total ?? 0))} />
              {rootErrors?.amount && <p role="alert">{rootErrors.amount.message}</p>}
            </>
          )}
        </ItemsFieldset>
      </Card>
      <Card title={m.sections.link}>
        <FormGrid>
          <FormTextField name="name" label={m.name} hint={m.nameHint} required />
          {kind === 'reusable' && (
            <DigitsField name="usageLimit" label={m.usageLimit} hint={m.usageLimitHint} max={6} />
          )}
        </FormGrid>
        <FormRadioGroup
          name="expiry"
          label={m.expiry}
          options={(['never', 'date', 'days'] as const).map((value) => ({ value, label: m.expiryOptions[value] }))}
        />
        {draft.expiry === 'date' && <FormTextField name="expiresOn" type="date" label={m.expiresOn} min={today} />}
        {draft.expiry === 'days' && <DigitsField name="expiresInDays" label={m.expiresInDays} max={3} />}
        <FormTextField name="returnUrl" type="url" label={m.returnUrl} hint={m.returnUrlHint} inputMode="url" />
      </Card>
      <Card title={m.sections.methods}>
        {rootErrors?.methods && <p role="alert">{rootErrors.methods.message}</p>}
        <FormGrid>
          <MethodBox>
            <legend>{m.card}</legend>
            <FormCheckbox name="card" label={m.acceptCard} />
            {draft.card && (
              <>
                <FormSelect
                  name="maxInstallments"
                  label={m.maxInstallments}
                  placeholder={false}
                  options={range(1, 12)}
                />
                <FormSelect name="interestFree" label={m.interestFree} placeholder={false} options={range(1, 12)} />
                <FormField<LinkDraft>
                  name="monthlyInterest"
                  render={(field, error) => (
                    <TextField
                      label={m.monthlyInterest}
                      inputMode="decimal"
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      value={field.value as string}
                      error={error}
                      onChange={(event) => field.onChange(event.target.value.replace(/[^\d,]/g, '').slice(0, 5))}
                    />
                  )}
                />
              </>
            )}
          </MethodBox>
          <MethodBox>
            <legend>{m.pix}</legend>
            <FormCheckbox name="pix" label={m.acceptPix} />
            {draft.pix && (
              <FormSelect name="pixMinutes" label={m.pixExpiry} placeholder={false} options={m.pixOptions} />
            )}
          </MethodBox>
          <MethodBox>
            <legend>{m.boleto}</legend>
            <FormCheckbox name="boleto" label={m.acceptBoleto} />
            {draft.boleto && <DigitsField name="boletoDays" label={m.boletoDays} max={2} />}
          </MethodBox>
        </FormGrid>
      </Card>
      <Card title={kind === 'single' ? m.sections.customer : m.sections.buyer}>
        {kind === 'single' && (
          <FormGrid>
            <FormTextField name="customer.name" label={m.customerName} autoComplete="off" />
            <FormTextField name="customer.email" type="email" label={m.customerEmail} autoComplete="off" />
            <FormMaskedField name="customer.document" mask="cpfCnpj" label={m.customerDocument} />
            <FormMaskedField name="customer.phone" mask="phone" label={m.customerPhone} />
          </FormGrid>
        )}
        <p>{m.collectHint}</p>
        <FormCheckbox name="collectPhone" label={m.collectPhone} />
        <FormCheckbox name="collectAddress" label={m.collectAddress} />
      </Card>
    </FormScreen>
  );
}
