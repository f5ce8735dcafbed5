import { describe, expect, it } from 'vitest';
import { checkoutRouteOf, payedPath } from './checkoutRoute';

describe('checkoutRouteOf', () => {
  it('reads the pay page, the receipt and the finish page, under a base path too', () => {
    expect(checkoutRouteOf('/checkout/1a2b3c4d5e6f', '')).toEqual({ page: 'pay', linkId: '1a2b3c4d5e6f' });
    expect(checkoutRouteOf('/painel/checkout/abcdef12/', '')).toEqual({ page: 'pay', linkId: 'abcdef12' });
    expect(checkoutRouteOf('/checkout/payed', '?link=abcdef12&pagamento=PG2026112700001')).toEqual({
      page: 'payed',
      linkId: 'abcdef12',
      paymentId: 'PG2026112700001',
    });
    expect(checkoutRouteOf('/checkout/finish', '')).toEqual({ page: 'finish' });
  });
  it('sends anything else to not found, and a receipt address without its ids to a plain thank-you', () => {
    expect(checkoutRouteOf('/checkout/not-hex!', '')).toEqual({ page: 'notFound' });
    expect(checkoutRouteOf('/other/abcdef12', '')).toEqual({ page: 'notFound' });
    expect(checkoutRouteOf('/checkout/payed', '?link=<script>')).toEqual({ page: 'paid' });
  });
  it("reads a sale's shared receipt by its token, under a base path too, and nothing else under comprovante", () => {
    const token = 'Ab3_-xYz0123456789abcd';
    expect(checkoutRouteOf(`/checkout/comprovante/${token}`, '')).toEqual({ page: 'saleReceipt', token });
    expect(checkoutRouteOf(`/painel/checkout/comprovante/${token}/`, '')).toEqual({ page: 'saleReceipt', token });
    expect(checkoutRouteOf('/checkout/comprovante/short', '')).toEqual({ page: 'notFound' });
    expect(checkoutRouteOf(`/checkout/comprovante/${token}<`, '')).toEqual({ page: 'notFound' });
    expect(checkoutRouteOf(`/other/comprovante/${token}`, '')).toEqual({ page: 'notFound' });
    expect(checkoutRouteOf('/checkout/comprovante', '')).toEqual({ page: 'notFound' });
  });
  it('writes the receipt address with the two ids only', () =>
    expect(payedPath('abcdef12', 'PG1')).toBe('/checkout/payed?link=abcdef12&pagamento=PG1'));
});
