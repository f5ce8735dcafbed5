import { describe, expect, it } from 'vitest';
import type { TransactionDetail } from '../endpoints/money';
import { saleHasReceipt, saleReceiptOf } from './saleReceipt';

const sale = (overrides: Partial<TransactionDetail> = {}) =>
  ({
    id: 'TX20261128000001',
    orderNumber: 'PED-1',
    createdAt: '2026-11-28T10:00:00-03:00',
    capturedAt: '2026-11-28T10:00:05-03:00',
    paidAt: '2026-12-28T06:00:00-03:00',
    status: 'paid',
    amount: 16_089,
    method: 'credit',
    brand: 'visa',
    installments: 3,
    nsu: '785000035',
    authorizationCode: '1E2LYB',
    card: { masked: '411111******6353', holder: 'ANA LIMA' },
    pix: null,
    boleto: null,
    companyName: 'Loja Exemplo',
    storeName: 'Filial 1',
    customer: { name: 'Ana Lima', document: '52998224725', email: 'ana@example.com' },
    ...overrides,
  }) as TransactionDetail;

describe('saleReceiptOf', () => {
  it('keeps the card to its last four digits and masks a whole CPF, once', () => {
    const receipt = saleReceiptOf(sale());
    expect(receipt.cardLast4).toBe('6353');
    expect(JSON.stringify(receipt)).not.toContain('411111');
    expect(receipt.customer.document).toBe('***.982.247-**');
    expect(
      saleReceiptOf(sale({ customer: { name: 'A', document: '***.982.247-**', email: '' } })).customer.document,
    ).toBe('***.982.247-**');
    expect(saleReceiptOf(sale({ customer: { name: 'A', document: '', email: '' } })).customer.document).toBeNull();
  });

  it("gives the customer's payment time (the capture), never the merchant's settlement date", () =>
    expect(saleReceiptOf(sale()).paidAt).toBe('2026-11-28T10:00:05-03:00'));

  it('carries none of the fees or the settlement', () => {
    const receipt = saleReceiptOf(sale({ mdr: 500, net: 15_589, fees: 500 }));
    for (const key of ['mdr', 'net', 'fees', 'gross', 'installmentList', 'card', 'refund'])
      expect(receipt).not.toHaveProperty(key);
  });

  it('gives a receipt for a paid, authorized, refunded or disputed sale, and none for one never paid', () => {
    for (const status of ['paid', 'authorized', 'refunded', 'pending_refund', 'chargeback'] as const)
      expect(saleHasReceipt(status), status).toBe(true);
    for (const status of ['refused', 'processing', 'analyzing', 'canceled', 'expired'] as const)
      expect(saleHasReceipt(status), status).toBe(false);
  });
});
