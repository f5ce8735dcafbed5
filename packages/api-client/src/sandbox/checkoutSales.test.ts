// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CreatePaymentLinkInput } from '../endpoints/paymentLinkEndpoints';
import { sandboxTestSession } from './testClient.fixtures';

// Friday 2026-11-27, 10:07:13 in São Paulo: between two of the history's ten-minute cuts.
const BETWEEN_CUTS = Date.parse('2026-11-27T13:07:13Z');
const { api, signIn, today } = sandboxTestSession({ moneyScale: 2_000, realNow: () => BETWEEN_CUTS });

const link: CreatePaymentLinkInput = {
  idempotencyKey: 'link-joao',
  kind: 'reusable',
  name: 'Pedido Pix 101',
  items: [{ name: 'Pedido', quantity: 1, unitPrice: 15_000 }],
  shipping: 0,
  methods: {
    card: { maxInstallments: 1, interestFree: 1, monthlyInterest: 0 },
    pix: { expiresInMinutes: 30 },
    boleto: null,
  },
  collect: { document: true, phone: false, address: false },
};
const payer = { name: 'João da Silva', email: 'joao.silva@example.com', document: '529.982.247-25' };

describe("a checkout's sale in the transactions", () => {
  it('is found by the payer, the payer\u2019s document and the receipt id, stamped at the payment to the second, with the card\u2019s own BIN', async () => {
    await signIn('cliente@painel.dev');
    const created = await api.createPaymentLink(link);
    const paid = await api.payCheckout(created.id, {
      idempotencyKey: 'pay-joao',
      method: 'card',
      payer,
      card: {
        number: '5453 0100 0009 5539',
        holderName: 'JOAO DA SILVA',
        expiry: '12/2030',
        cvv: '123',
        installments: 1,
      },
    });
    expect(paid.status).toBe('paid');
    const period = { from: today(), to: today() };
    for (const q of [
      'João da Silva',
      'joao da silva',
      'joao.silva@example.com',
      '529.982.247-25',
      '52998224725',
      paid.id,
    ]) {
      const found = await api.transactions({ ...period, q });
      expect(
        found.items.map((item) => item.customerName),
        q,
      ).toEqual(['João da Silva']);
      expect(found.total, q).toBe(1);
    }
    const [sale] = (await api.transactions({ ...period, q: paid.id })).items;
    // D11: not the history's cut (10:00), the payment's second.
    expect(sale?.createdAt).toBe('2026-11-27T10:07:13-03:00');
    const detail = await api.transaction(sale?.id ?? '');
    expect(detail.card?.masked).toBe('545301******5539');
  });
});
