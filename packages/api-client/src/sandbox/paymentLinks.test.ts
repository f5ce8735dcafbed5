// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PayCheckoutInput } from '../endpoints/checkoutEndpoints';
import type { CreatePaymentLinkInput } from '../endpoints/paymentLinkEndpoints';
import { barcodeOfDigitableLine } from '../money/boleto';
import { parseBrCode } from '../money/brCode';
import { addDays } from '../money/calendar';
import { paymentLinkMessages } from '../money/paymentLinkValidation';
import { failure, sandboxTestSession } from './testClient.fixtures';

// Friday 2026-11-27, 10:00 in São Paulo.
const FRIDAY = Date.parse('2026-11-27T13:00:00Z');
const { sandbox, api, signIn, today } = sandboxTestSession({ moneyScale: 6_000, realNow: () => FRIDAY });

const reusableLink = (overrides: Partial<CreatePaymentLinkInput> = {}): CreatePaymentLinkInput => ({
  idempotencyKey: `link-${Math.random().toString(16).slice(2)}`,
  kind: 'reusable',
  name: 'Camiseta Painel',
  items: [{ name: 'Camiseta', quantity: 2, unitPrice: 7_500 }],
  shipping: 1_500,
  methods: {
    card: { maxInstallments: 6, interestFree: 6, monthlyInterest: 0 },
    pix: { expiresInMinutes: 30 },
    boleto: { dueDays: 3 },
  },
  collect: { document: true, phone: false, address: false },
  ...overrides,
});
const payer = { name: 'Bruno Comprador', email: 'bruno@example.com', document: '529.982.247-25' };
const card = (number = '4111 1111 1111 1111', installments = 3) => ({
  number,
  holderName: 'BRUNO COMPRADOR',
  expiry: '12/2030',
  cvv: '123',
  installments,
});
const pay = (id: string, body: Partial<PayCheckoutInput>) =>
  api.payCheckout(id, {
    idempotencyKey: `pay-${Math.random().toString(16).slice(2)}`,
    method: 'card',
    payer,
    card: card(),
    ...body,
  });

describe('payment links and the checkout on the sandbox', () => {
  it('creates a link once per key, with the order total, and lists it with its payments', async () => {
    await signIn('cliente@painel.dev');
    const input = reusableLink();
    const link = await api.createPaymentLink(input);
    expect(link).toMatchObject({ status: 'active', amount: 16_500, paymentsCount: 0, editable: true });
    expect(link.id).toMatch(/^[0-9a-f]{20}$/);
    expect(link.checkoutPath).toBe(`/checkout/${link.id}`);
    expect((await api.createPaymentLink(input)).id).toBe(link.id);
    const page = await api.paymentLinks({ kind: 'reusable' });
    expect(page.items.map((l) => l.id)).toEqual([link.id]);
    expect(page.canCreate).toBe(true);
    expect((await api.paymentLinks({ kind: 'single' })).total).toBe(0);
    expect(sandbox.db.read().auditLogs[0]).toMatchObject({
      auditable_type: 'App\\Models\\PaymentLink',
      new_values: { link: link.id, valor: '165.00' },
    });
  });

  it('answers each problem of a link with the shared message', async () => {
    await signIn('cliente@painel.dev');
    const problems = await failure(
      api.createPaymentLink(
        reusableLink({
          name: 'x',
          methods: { card: null, pix: null, boleto: null },
          expiresOn: addDays(today(), -1),
        }),
      ),
    );
    expect(problems?.fieldErrors).toMatchObject({
      name: [paymentLinkMessages.name],
      methods: [paymentLinkMessages.methods],
      expiresOn: [paymentLinkMessages.expiresOn],
    });
    const single = await failure(api.createPaymentLink(reusableLink({ kind: 'single' })));
    expect(single?.fieldErrors?.['customer.name']).toEqual([paymentLinkMessages.customer]);
  });

  it('sells 3× by card: the sale is in the transactions with its installments in the receivables', async () => {
    await signIn('cliente@painel.dev');
    const link = await api.createPaymentLink(reusableLink());
    const checkout = await api.checkout(link.id);
    expect(checkout).toMatchObject({ amount: 16_500, merchant: { name: 'Loja Exemplo' }, status: 'active' });
    expect(JSON.stringify(checkout)).not.toMatch(/mdr|fee/i);
    const paid = await pay(link.id, {});
    expect(paid).toMatchObject({
      status: 'paid',
      installments: 3,
      installmentAmount: 5_500,
      total: 16_500,
      last4: '1111',
    });
    expect(JSON.stringify(sandbox.db.read())).not.toContain('4111111111111111');
    const detail = await api.paymentLink(link.id);
    expect(detail.link).toMatchObject({ paymentsCount: 1, paidAmount: 16_500, editable: false });
    const transactionId = detail.payments[0]?.transactionId ?? '';
    const sale = await api.transaction(transactionId);
    expect(sale).toMatchObject({
      amount: 16_500,
      installments: 3,
      channel: 'link',
      status: 'paid',
      customerName: 'Bruno Comprador',
      // The sale links back to its link (issue 30 §2).
      origin: { kind: 'link', id: link.id, name: 'Camiseta Painel', listKind: 'reusable' },
    });
    const listed = await api.transactions({ from: today(), to: today(), q: transactionId });
    expect(listed.items[0]?.id).toBe(transactionId);
    const receivables = await api.receivables({ from: today(), to: addDays(today(), 120), transactionId });
    expect(receivables.items.map((r) => r.installment)).toEqual([1, 2, 3]);
  });

  it('refuses the test card for insufficient funds with the issuer message; the refusal is in the transactions', async () => {
    await signIn('cliente@painel.dev');
    const link = await api.createPaymentLink(reusableLink());
    const refused = await pay(link.id, { card: card('4000 0000 0000 9995') });
    expect(refused).toMatchObject({
      status: 'refused',
      refusal: { code: '51', message: 'Saldo ou limite insuficiente' },
    });
    const fraud = await pay(link.id, { card: card('4000 0000 0000 0259') });
    expect(fraud.refusal?.message).toBe('Suspeita de fraude');
    const detail = await api.paymentLink(link.id);
    expect(detail.link.paymentsCount).toBe(0);
    const sale = await api.transaction(detail.payments[1]?.transactionId ?? '');
    expect(sale).toMatchObject({ status: 'refused', refusalCode: '51' });
  });

  it('gives a Pix BR Code that the control pays, and a boleto with a valid linha digitável', async () => {
    await signIn('cliente@painel.dev');
    const link = await api.createPaymentLink(reusableLink());
    const pix = await pay(link.id, { method: 'pix' });
    expect(pix.status).toBe('pending');
    const code = parseBrCode(pix.pix?.brCode ?? '');
    expect(code).toMatchObject({ amount: 16_500, merchantName: 'Loja Exemplo', merchantCity: 'Sao Paulo' });
    expect(Date.parse(pix.pix?.expiresAt ?? '') - FRIDAY).toBe(30 * 60_000);
    const paid = await api.sandboxPayCheckout(pix.id);
    expect(paid.status).toBe('paid');
    expect((await api.checkoutPayment(link.id, pix.id)).status).toBe('paid');
    expect((await failure(api.sandboxPayCheckout(pix.id)))?.status).toBe(422);
    const boleto = await pay(link.id, { method: 'boleto' });
    expect(boleto.boleto?.dueDate).toBe(addDays(today(), 3));
    expect(barcodeOfDigitableLine(boleto.boleto?.digitableLine ?? '')).toBe(boleto.boleto?.barcode);
  });

  it('a single-use link is paid once; a deactivated link takes no payment; the same key gives the same payment', async () => {
    await signIn('cliente@painel.dev');
    const link = await api.createPaymentLink(
      reusableLink({
        kind: 'single',
        customer: { name: 'Ana Lima', email: 'ana@example.com', document: '52998224725' },
      }),
    );
    const body = { idempotencyKey: 'same-key-0001', method: 'card' as const, payer, card: card() };
    const first = await api.payCheckout(link.id, body);
    expect((await api.payCheckout(link.id, body)).id).toBe(first.id);
    expect((await api.checkout(link.id)).status).toBe('paid');
    expect((await failure(pay(link.id, {})))?.serverMessage).toBe('Este link já foi pago.');
    const other = await api.createPaymentLink(reusableLink());
    expect((await api.deactivatePaymentLink(other.id)).status).toBe('inactive');
    expect((await failure(pay(other.id, {})))?.serverMessage).toBe('Este link foi desativado pelo vendedor.');
    expect((await failure(api.deactivatePaymentLink(other.id)))?.status).toBe(422);
  });

  it('checks the card and the payer on the server too', async () => {
    await signIn('cliente@painel.dev');
    const link = await api.createPaymentLink(reusableLink());
    const wrong = await failure(
      pay(link.id, {
        payer: { ...payer, document: '111.111.111-11' },
        card: { ...card('4111 1111 1111 1112'), installments: 3 },
      }),
    );
    expect(wrong?.fieldErrors).toMatchObject({ 'payer.document': ['Informe um CPF ou CNPJ válido.'] });
    const badCard = await failure(pay(link.id, { card: card('4111 1111 1111 1112') }));
    expect(badCard?.fieldErrors).toMatchObject({ 'card.number': ['Número do cartão inválido. Confira os dígitos.'] });
    const tooMany = await failure(pay(link.id, { card: card(undefined, 7) }));
    expect(tooMany?.fieldErrors).toMatchObject({ 'card.installments': ['Escolha um número de parcelas disponível.'] });
  });

  it('changes a link; items and amounts only until someone pays; deletes only a link nobody paid', async () => {
    await signIn('cliente@painel.dev');
    const { idempotencyKey: _key, kind: _kind, ...fields } = reusableLink();
    const link = await api.createPaymentLink(reusableLink());
    const renamed = await api.updatePaymentLink(link.id, {
      ...fields,
      name: 'Camiseta Painel — edição 2',
      items: [{ name: 'Camiseta', quantity: 1, unitPrice: 9_900 }],
    });
    expect(renamed).toMatchObject({ name: 'Camiseta Painel — edição 2', amount: 11_400, editable: true });
    expect(sandbox.db.read().auditLogs[0]).toMatchObject({
      old_values: { nome: 'Camiseta Painel', valor: '165.00' },
      new_values: { nome: 'Camiseta Painel — edição 2', valor: '114.00' },
    });
    await pay(link.id, {});
    const locked = await failure(
      api.updatePaymentLink(link.id, { ...fields, items: [{ name: 'Camiseta', quantity: 1, unitPrice: 1 }] }),
    );
    expect(locked?.fieldErrors).toEqual({
      items: ['Este link já recebeu pagamentos: itens e valores não podem mudar.'],
    });
    const stillNamed = await api.updatePaymentLink(link.id, {
      ...fields,
      items: [{ name: 'Camiseta', quantity: 1, unitPrice: 9_900 }],
      name: 'Camiseta (últimas unidades)',
      usageLimit: 5,
    });
    expect(stillNamed).toMatchObject({ name: 'Camiseta (últimas unidades)', usageLimit: 5, editable: false });
    expect((await failure(api.deletePaymentLink(link.id)))?.fieldErrors).toEqual({
      id: ['Este link já recebeu pagamentos: desative-o em vez de excluir.'],
    });
    const unused = await api.createPaymentLink(reusableLink({ name: 'Rascunho' }));
    expect(await api.deletePaymentLink(unused.id)).toEqual({ id: unused.id });
    expect((await failure(api.paymentLink(unused.id)))?.status).toBe(404);
    await api.deactivatePaymentLink(link.id);
    expect((await failure(api.updatePaymentLink(link.id, fields)))?.status).toBe(422);
  });
});
