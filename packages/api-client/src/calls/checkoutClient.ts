import { checkoutEndpoints as endpoints } from '../endpoints/checkoutEndpoints';
import type { EndpointInput } from '../endpoints/types';
import type { ApiConfig } from '../http/config';
import { send } from '../http/send';

type E = typeof endpoints;
type Body<K extends keyof E> = EndpointInput<E[K]> extends { body: infer B } ? B : never;

/**
 * The payer's calls alone: the public checkout loads only these schemas (a customer on a phone pays for every
 * byte), never the portal's whole table. No token is sent; nothing here ends a session.
 */
export function createCheckoutClient(config: Pick<ApiConfig, 'apiBaseUrl' | 'systemOrigin'> & Partial<ApiConfig>) {
  const settings: ApiConfig = {
    twoFactorApiBaseUrl: config.apiBaseUrl,
    ipLookupUrl: '',
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
    ...config,
  };
  return {
    checkout: (id: string) => send(settings, endpoints.checkout, { params: { id } }),
    payCheckout: (id: string, body: Body<'payCheckout'>) =>
      send(settings, endpoints.payCheckout, { params: { id }, body }),
    checkoutPayment: (id: string, paymentId: string) =>
      send(settings, endpoints.checkoutPayment, { params: { id, paymentId } }),
    sandboxPayCheckout: (paymentId: string) => send(settings, endpoints.sandboxPayCheckout, { params: { paymentId } }),
  };
}

export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
