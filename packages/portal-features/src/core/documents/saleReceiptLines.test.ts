import type { SaleReceipt } from '@painel/api-client';
import { describe, expect, it } from 'vitest';
import { saleReceiptSections } from './saleReceiptLines';
import { saleReceiptMessages } from './saleReceiptMessages';

const receipt = (overrides: Partial<SaleReceipt> = {}): SaleReceipt => ({
  id: 'TX1',
  orderNumber: 'PED-1',
  createdAt: '2026-11-28T10:00:00-03:00',
  paidAt: '2026-11-28T10:00:05-03:00',
  status: 'paid',
  amount: 16_089,
  method: 'credit',
  brand: 'visa',
  installments: 3,
  cardLast4: '6353',
  nsu: '785000035',
  authorizationCode: null,
  pixE2eId: null,
  boletoOurNumber: null,
  merchant: { name: 'Loja Exemplo', store: 'Filial 1' },
  customer: { name: 'Ana Lima', document: null },
  ...overrides,
});
const linesOf = (value: SaleReceipt) =>
  Object.fromEntries(
    saleReceiptSections(value, saleReceiptMessages).flatMap((s) => s.lines.map((l) => [l.label, l.value])),
  );

describe('saleReceiptSections', () => {
  it('reads the sale, the payment, the merchant and the customer, leaving out what the sale has not', () => {
    const lines = linesOf(receipt());
    expect(lines).toMatchObject({
      'ID da transação': 'TX1',
      Valor: 'R$ 160,89',
      Situação: 'Paga',
      'Forma de pagamento': 'Crédito · 3x',
      Cartão: 'Visa final 6353',
      Estabelecimento: 'Loja Exemplo',
      Nome: 'Ana Lima',
    });
    for (const absent of ['Código de autorização', 'E2E do Pix', 'Nosso número', 'CPF/CNPJ', 'Pago em'])
      expect(lines).not.toHaveProperty(absent);
  });

  it('says when it was paid only when that came after the sale (a Pix or boleto paid later)', () => {
    const later = linesOf(
      receipt({ method: 'boleto', brand: null, cardLast4: null, paidAt: '2026-11-30T09:12:00-03:00' }),
    );
    expect(later['Pago em']).toBe('30/11/2026 09:12');
    expect(later).not.toHaveProperty('Cartão');
  });
});
