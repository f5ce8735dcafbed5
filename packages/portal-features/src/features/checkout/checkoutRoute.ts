/** Where the payer is, read from the address: the checkout has no router of its own. */
export type CheckoutRoute =
  | { page: 'pay'; linkId: string }
  | { page: 'payed'; linkId: string; paymentId: string }
  /** The receipt's address without its ids (an old bookmark): a thank-you without details. */
  | { page: 'paid' }
  | { page: 'finish' }
  /** A sale's receipt its merchant shared: '/checkout/comprovante/{token}'. */
  | { page: 'saleReceipt'; token: string }
  | { page: 'notFound' };

const HEX_ID = /^[0-9a-f]{6,64}$/i;
const PAYMENT_ID = /^[A-Za-z0-9-]{1,40}$/;
const RECEIPT_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * '/checkout/{hex id}', '/checkout/payed?link=…&pagamento=…', '/checkout/finish', '/checkout/comprovante/{token}',
 * under any base path.
 */
export function checkoutRouteOf(pathname: string, search: string): CheckoutRoute {
  const [last = '', previous = '', before = ''] = pathname.replace(/\/+$/, '').split('/').reverse();
  if (previous === 'comprovante' && before === 'checkout') {
    return RECEIPT_TOKEN.test(last) ? { page: 'saleReceipt', token: last } : { page: 'notFound' };
  }
  if (previous !== 'checkout') return { page: 'notFound' };
  if (last === 'finish') return { page: 'finish' };
  if (last === 'payed') {
    const params = new URLSearchParams(search);
    const linkId = params.get('link') ?? '';
    const paymentId = params.get('pagamento') ?? '';
    return HEX_ID.test(linkId) && PAYMENT_ID.test(paymentId) ? { page: 'payed', linkId, paymentId } : { page: 'paid' };
  }
  return HEX_ID.test(last) ? { page: 'pay', linkId: last } : { page: 'notFound' };
}

/** The receipt's address: the link and the payment, never anything of the card. */
export const payedPath = (linkId: string, paymentId: string) =>
  `/checkout/payed?${new URLSearchParams({ link: linkId, pagamento: paymentId }).toString()}`;
export const FINISH_PATH = '/checkout/finish';
