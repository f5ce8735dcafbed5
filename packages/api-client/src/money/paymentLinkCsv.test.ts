import { describe, expect, it } from 'vitest';
import type { PaymentLink } from '../endpoints/paymentLinkEndpoints';
import { paymentLinksCsv } from './paymentLinkCsv';

const link: PaymentLink = {
  id: 'abcdef0123456789abcd',
  kind: 'reusable',
  name: 'Camiseta; edição "limitada"',
  status: 'active',
  companyId: 2,
  companyName: 'Loja Exemplo',
  items: [{ name: 'Camiseta', quantity: 1, unitPrice: 7_990 }],
  shipping: 0,
  amount: 7_990,
  methods: {
    card: { maxInstallments: 3, interestFree: 3, monthlyInterest: 0 },
    pix: { expiresInMinutes: 30 },
    boleto: null,
  },
  collect: { document: true, phone: false, address: false },
  customer: null,
  expiresOn: '2026-12-31',
  usageLimit: null,
  returnUrl: null,
  checkoutPath: '/checkout/abcdef0123456789abcd',
  paymentsCount: 2,
  paidAmount: 15_980,
  createdAt: '2026-11-27T10:05:00-03:00',
  deactivatedAt: null,
  editable: false,
};

describe('paymentLinksCsv', () => {
  it('writes each link with its payments, quoted where a spreadsheet needs it, with the full address', () => {
    const csv = paymentLinksCsv([link, { ...link, amount: null, status: 'inactive' }], 'https://painel.dev');
    const lines = csv.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Nome;Status;Valor;Formas de pagamento;Criado em;Expira em;Pagamentos;Valor recebido;Endereço',
    );
    expect(lines[1]).toBe(
      '"Camiseta; edição ""limitada""";Ativo;79,90;Cartão, Pix;27/11/2026 10:05:00;31/12/2026;2;159,80;https://painel.dev/checkout/abcdef0123456789abcd',
    );
    expect(lines[2]).toContain(';Inativo;Aberto;');
  });
});
