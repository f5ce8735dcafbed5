import { paymentLinkProblems } from '@painel/api-client/money';
import { describe, expect, it } from 'vitest';
import { draftOfLink, emptyDraft, linkRequestOf } from './linkDraft';

describe('the new-link form', () => {
  it('makes the request the API takes: centavos, basis points, one kind’s fields only', () => {
    const draft = {
      ...emptyDraft(),
      name: 'Kit verão',
      items: [
        { name: 'Camiseta', quantity: '2', unitPrice: 7_990 },
        { name: 'Boné', quantity: '1', unitPrice: 4_500 },
      ],
      shipping: 1_500,
      monthlyInterest: '1,99',
      interestFree: '3',
      usageLimit: '10',
    };
    const request = linkRequestOf(draft, 'reusable');
    expect(request).toMatchObject({
      kind: 'reusable',
      shipping: 1_500,
      usageLimit: 10,
      methods: { card: { maxInstallments: 6, interestFree: 3, monthlyInterest: 199 }, pix: { expiresInMinutes: 30 } },
    });
    expect(request.customer).toBeUndefined();
    expect(paymentLinkProblems(request, '2026-11-27')).toEqual({});
    expect(linkRequestOf(draft, 'single').usageLimit).toBeUndefined();
  });
  it('an open amount keeps one item without price; the shared rules flag what is missing', () => {
    const request = linkRequestOf(
      { ...emptyDraft(), name: 'Doação', openAmount: true, items: [{ name: 'Doação', quantity: '3', unitPrice: 500 }] },
      'reusable',
    );
    expect(request.items).toEqual([{ name: 'Doação', quantity: 1, unitPrice: 0 }]);
    expect(paymentLinkProblems(request, '2026-11-27')).toEqual({});
    const problems = paymentLinkProblems(
      linkRequestOf({ ...emptyDraft(), items: [{ name: '', quantity: 'x', unitPrice: 0 }] }, 'single'),
      '2026-11-27',
    );
    expect(Object.keys(problems)).toEqual(
      expect.arrayContaining(['name', 'items.0.name', 'items.0.quantity', 'items.0.unitPrice', 'customer.name']),
    );
  });
  it('duplicates a link as a draft that makes the same request', () => {
    const request = linkRequestOf(
      {
        ...emptyDraft(),
        name: 'Aula',
        items: [{ name: 'Aula', quantity: '1', unitPrice: 12_000 }],
        monthlyInterest: '2,5',
        interestFree: '2',
      },
      'reusable',
    );
    const link = {
      id: 'abcdef0123',
      kind: 'reusable' as const,
      name: request.name,
      status: 'active' as const,
      companyId: 2,
      companyName: 'Loja Exemplo',
      items: request.items,
      shipping: 0,
      amount: 12_000,
      methods: {
        card: request.methods.card ?? null,
        pix: request.methods.pix ?? null,
        boleto: request.methods.boleto ?? null,
      },
      collect: request.collect,
      customer: null,
      expiresOn: null,
      usageLimit: null,
      returnUrl: null,
      checkoutPath: '/checkout/abcdef0123',
      paymentsCount: 0,
      paidAmount: 0,
      createdAt: '2026-11-27T10:00:00-03:00',
      deactivatedAt: null,
      editable: true,
    };
    expect(linkRequestOf(draftOfLink(link), 'reusable')).toEqual(request);
  });
  it('keeps the expiry date when changing a link, not when duplicating it', () => {
    const request = linkRequestOf(
      { ...emptyDraft(), name: 'Aula', items: [{ name: 'Aula', quantity: '1', unitPrice: 12_000 }] },
      'reusable',
    );
    const link = {
      id: 'abcdef0123',
      kind: 'reusable' as const,
      name: 'Aula',
      status: 'active' as const,
      companyId: 2,
      companyName: 'Loja Exemplo',
      items: request.items,
      shipping: 0,
      amount: 12_000,
      methods: { card: null, pix: { expiresInMinutes: 30 }, boleto: null },
      collect: request.collect,
      customer: null,
      expiresOn: '2026-12-24',
      usageLimit: null,
      returnUrl: null,
      checkoutPath: '/checkout/abcdef0123',
      paymentsCount: 0,
      paidAmount: 0,
      createdAt: '2026-11-27T10:00:00-03:00',
      deactivatedAt: null,
      editable: true,
    };
    expect(linkRequestOf(draftOfLink(link, true), 'reusable').expiresOn).toBe('2026-12-24');
    expect(linkRequestOf(draftOfLink(link), 'reusable').expiresOn).toBeUndefined();
  });
});
