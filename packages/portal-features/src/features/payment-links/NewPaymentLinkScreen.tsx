import type { PaymentLink } from '@painel/api-client';
import { linkTotalOf, paymentLinkProblems } from '@painel/api-client/money';
import { usePaymentLink } from '@painel/api-client/react';
import { Button, Card, Checkbox, MaskedField, RadioGroup, Select, TextField, formatMoney, notify } from '@painel/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  ActionRow,
  FormFooter,
  FormGrid,
  MoneyInput,
  MoneyStack,
  newIdempotencyKey,
  useSaoPauloToday,
} from '../../core/money';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { draftOfLink, emptyDraft, linkRequestOf, type LinkDraft } from './linkDraft';
import { linkKindOfPath, linkPaths, reusableLinkPath } from './linkPaths';

import { newPaymentLinkMessages } from './messages';
import { ItemRow, ItemsFieldset, MethodBox, TotalLine } from './styles';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: `${from + i}×` }));

/**
 * /dashboard/payment/links/create and /create/fixed: a link's items, its name and expiry, the methods with their
 * rules, what to ask the buyer; checked with the API's own rules before it is sent, and nothing typed is lost on a
 * failure. `?duplicar={id}` starts from another link.
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
  const source = usePaymentLink(editId ?? search.get('duplicar'));
  const editing = editId && source.data ? source.data.link : null;
  const locked = editing !== null && !editing.editable;
  const [draft, setDraft] = useState<LinkDraft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const prefilled = useRef(false);

  useEffect(() => {
    if (source.data && !prefilled.current) {
      prefilled.current = true;
      setDraft(draftOfLink(source.data.link, editId !== null));
    }
  }, [source.data, editId]);

  const set = <K extends keyof LinkDraft>(field: K, value: LinkDraft[K]) => setDraft((d) => ({ ...d, [field]: value }));
  const setItem = (index: number, patch: Partial<LinkDraft['items'][number]>) =>
    setDraft((d) => ({ ...d, items: d.items.map((item, at) => (at === index ? { ...item, ...patch } : item)) }));
  const open = kind === 'reusable' && draft.openAmount;
  const request = linkRequestOf(draft, kind);
  const total = open
    ? null
    : linkTotalOf(
        request.items.map((i) => ({ ...i, quantity: i.quantity || 0 })),
        request.shipping,
      );

  const focusFirstProblem = () =>
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main [aria-invalid="true"]')?.focus());

  const submit = async () => {
    if (busy) return;
    const problems = paymentLinkProblems(request, today) as Record<string, string>;
    setErrors(problems);
    setFailure(Object.keys(problems).length ? m.fix : null);
    if (Object.keys(problems).length) return focusFirstProblem();
    setBusy(true);
    try {
      const { kind: _kind, ...fields } = request;
      const link: PaymentLink = editing
        ? await api.updatePaymentLink(editing.id, fields)
        : await api.createPaymentLink({ ...request, idempotencyKey: key.current });
      notify({ tone: 'success', title: editing ? m.saved(link.name) : m.created(link.name) });
      void navigate(href(kind === 'reusable' ? reusableLinkPath(link.id) : `${linkPaths.single.list}?link=${link.id}`));
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as {
        serverMessage?: string;
        fieldErrors?: Record<string, string[]>;
      };
      const fields = Object.fromEntries(Object.entries(fieldErrors).map(([field, [first = '']]) => [field, first]));
      setErrors(fields);
      setFailure(Object.keys(fields).length ? m.fix : (serverMessage ?? m.failed));
      focusFirstProblem();
    } finally {
      setBusy(false);
    }
  };

  const itemError = (index: number, field: string) => errors[`items.${index}.${field}`];
  return (
    <MoneyStack>
      <p>{m.intro[kind]}</p>
      {source.data && (
        <p role="status">{editing ? m.editing(source.data.link.name) : m.duplicating(source.data.link.name)}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <MoneyStack>
          <Card title={m.sections.items}>
            {locked && <p>{m.lockedItems}</p>}
            <ItemsFieldset disabled={locked}>
              {kind === 'reusable' && (
                <Checkbox
                  label={m.openAmount}
                  checked={draft.openAmount}
                  onCheckedChange={(checked) => set('openAmount', checked === true)}
                />
              )}
              {(open ? draft.items.slice(0, 1) : draft.items).map((item, index) => (
                <ItemRow key={index}>
                  <legend>{m.itemLegend(index)}</legend>
                  <TextField
                    label={m.itemName}
                    value={item.name}
                    error={itemError(index, 'name')}
                    onChange={(event) => setItem(index, { name: event.target.value })}
                  />
                  {!open && (
                    <>
                      <TextField
                        label={m.quantity}
                        inputMode="numeric"
                        value={item.quantity}
                        error={itemError(index, 'quantity')}
                        onChange={(event) =>
                          setItem(index, { quantity: event.target.value.replace(/\D/g, '').slice(0, 3) })
                        }
                      />
                      <MoneyInput
                        label={m.unitPrice}
                        cents={item.unitPrice}
                        error={itemError(index, 'unitPrice')}
                        onChange={(unitPrice) => setItem(index, { unitPrice })}
                      />
                      <Button
                        variant="tertiary"
                        aria-label={m.removeItem(index)}
                        disabled={draft.items.length === 1}
                        onClick={() =>
                          set(
                            'items',
                            draft.items.filter((_, at) => at !== index),
                          )
                        }
                      >
                        ✕
                      </Button>
                    </>
                  )}
                </ItemRow>
              ))}
              {errors.items && <p role="alert">{errors.items}</p>}
              {!open && (
                <>
                  <ActionRow>
                    <Button
                      variant="secondary"
                      onClick={() => set('items', [...draft.items, { name: '', quantity: '1', unitPrice: 0 }])}
                      disabled={draft.items.length >= 20}
                    >
                      {m.addItem}
                    </Button>
                  </ActionRow>
                  <FormGrid>
                    <MoneyInput
                      label={m.shipping}
                      cents={draft.shipping}
                      error={errors.shipping}
                      onChange={(shipping) => set('shipping', shipping)}
                    />
                  </FormGrid>
                  <TotalLine aria-live="polite">{m.total(formatMoney(total ?? 0))}</TotalLine>
                  {errors.amount && <p role="alert">{errors.amount}</p>}
                </>
              )}
            </ItemsFieldset>
          </Card>
          <Card title={m.sections.link}>
            <FormGrid>
              <TextField
                label={m.name}
                hint={m.nameHint}
                required
                value={draft.name}
                error={errors.name}
                onChange={(event) => set('name', event.target.value)}
              />
              {kind === 'reusable' && (
                <TextField
                  label={m.usageLimit}
                  hint={m.usageLimitHint}
                  inputMode="numeric"
                  value={draft.usageLimit}
                  error={errors.usageLimit}
                  onChange={(event) => set('usageLimit', event.target.value.replace(/\D/g, '').slice(0, 6))}
                />
              )}
            </FormGrid>
            <RadioGroup
              label={m.expiry}
              value={draft.expiry}
              onValueChange={(value) => set('expiry', value as LinkDraft['expiry'])}
              options={(['never', 'date', 'days'] as const).map((value) => ({ value, label: m.expiryOptions[value] }))}
            />
            {draft.expiry === 'date' && (
              <TextField
                type="date"
                label={m.expiresOn}
                min={today}
                value={draft.expiresOn}
                error={errors.expiresOn}
                onChange={(event) => set('expiresOn', event.target.value)}
              />
            )}
            {draft.expiry === 'days' && (
              <TextField
                label={m.expiresInDays}
                inputMode="numeric"
                value={draft.expiresInDays}
                error={errors.expiresInDays}
                onChange={(event) => set('expiresInDays', event.target.value.replace(/\D/g, '').slice(0, 3))}
              />
            )}
            <TextField
              type="url"
              label={m.returnUrl}
              hint={m.returnUrlHint}
              inputMode="url"
              value={draft.returnUrl}
              error={errors.returnUrl}
              onChange={(event) => set('returnUrl', event.target.value)}
            />
          </Card>
          <Card title={m.sections.methods}>
            {errors.methods && <p role="alert">{errors.methods}</p>}
            <FormGrid>
              <MethodBox>
                <legend>{m.card}</legend>
                <Checkbox label={m.acceptCard} checked={draft.card} onCheckedChange={(c) => set('card', c === true)} />
                {draft.card && (
                  <>
                    <Select
                      label={m.maxInstallments}
                      placeholder={false}
                      value={draft.maxInstallments}
                      error={errors['methods.card.maxInstallments']}
                      options={range(1, 12)}
                      onChange={(event) => set('maxInstallments', event.target.value)}
                    />
                    <Select
                      label={m.interestFree}
                      placeholder={false}
                      value={draft.interestFree}
                      error={errors['methods.card.interestFree']}
                      options={range(1, 12)}
                      onChange={(event) => set('interestFree', event.target.value)}
                    />
                    <TextField
                      label={m.monthlyInterest}
                      inputMode="decimal"
                      value={draft.monthlyInterest}
                      error={errors['methods.card.monthlyInterest']}
                      onChange={(event) =>
                        set('monthlyInterest', event.target.value.replace(/[^\d,]/g, '').slice(0, 5))
                      }
                    />
                  </>
                )}
              </MethodBox>
              <MethodBox>
                <legend>{m.pix}</legend>
                <Checkbox label={m.acceptPix} checked={draft.pix} onCheckedChange={(c) => set('pix', c === true)} />
                {draft.pix && (
                  <Select
                    label={m.pixExpiry}
                    placeholder={false}
                    value={draft.pixMinutes}
                    error={errors['methods.pix.expiresInMinutes']}
                    options={m.pixOptions}
                    onChange={(event) => set('pixMinutes', event.target.value)}
                  />
                )}
              </MethodBox>
              <MethodBox>
                <legend>{m.boleto}</legend>
                <Checkbox
                  label={m.acceptBoleto}
                  checked={draft.boleto}
                  onCheckedChange={(c) => set('boleto', c === true)}
                />
                {draft.boleto && (
                  <TextField
                    label={m.boletoDays}
                    inputMode="numeric"
                    value={draft.boletoDays}
                    error={errors['methods.boleto.dueDays']}
                    onChange={(event) => set('boletoDays', event.target.value.replace(/\D/g, '').slice(0, 2))}
                  />
                )}
              </MethodBox>
            </FormGrid>
          </Card>
          <Card title={kind === 'single' ? m.sections.customer : m.sections.buyer}>
            {kind === 'single' && (
              <FormGrid>
                <TextField
                  label={m.customerName}
                  autoComplete="off"
                  value={draft.customer.name}
                  error={errors['customer.name']}
                  onChange={(event) => set('customer', { ...draft.customer, name: event.target.value })}
                />
                <TextField
                  type="email"
                  label={m.customerEmail}
                  autoComplete="off"
                  value={draft.customer.email}
                  error={errors['customer.email']}
                  onChange={(event) => set('customer', { ...draft.customer, email: event.target.value })}
                />
                <MaskedField
                  mask="cpfCnpj"
                  label={m.customerDocument}
                  value={draft.customer.document}
                  error={errors['customer.document']}
                  onValueChange={(masked) => set('customer', { ...draft.customer, document: masked })}
                />
                <MaskedField
                  mask="phone"
                  label={m.customerPhone}
                  value={draft.customer.phone}
                  onValueChange={(masked) => set('customer', { ...draft.customer, phone: masked })}
                />
              </FormGrid>
            )}
            <p>{m.collectHint}</p>
            <Checkbox
              label={m.collectPhone}
              checked={draft.collectPhone}
              onCheckedChange={(c) => set('collectPhone', c === true)}
            />
            <Checkbox
              label={m.collectAddress}
              checked={draft.collectAddress}
              onCheckedChange={(c) => set('collectAddress', c === true)}
            />
          </Card>
          <FormFooter
            failure={failure}
            busy={busy}
            submitLabel={editing ? m.save : m.submit}
            cancelLabel={m.cancel}
            onCancel={() => void navigate(href(linkPaths[kind].list))}
          />
        </MoneyStack>
      </form>
    </MoneyStack>
  );
}
