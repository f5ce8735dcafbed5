import {
  checkoutEndpoints as endpoints,
  type Checkout,
  type CheckoutPayment,
  type PayCheckoutInput,
  type SaleReceipt,
} from '../endpoints/checkoutEndpoints';
import type { ApiConfig } from '../http/config';
import { send } from '../http/send';

/** The payer's calls, typed with the package's public types (its declarations name nothing private). */
export interface CheckoutClient {
  checkout: (id: string) => Promise<Checkout>;
  payCheckout: (id: string, body: PayCheckoutInput) => Promise<CheckoutPayment>;
  checkoutPayment: (id: string, paymentId: string) => Promise<CheckoutPayment>;
  sandboxPayCheckout: (paymentId: string) => Promise<CheckoutPayment>;
  /** A sale's receipt by the token of the link its merchant shared. */
  saleReceipt: (token: string) => Promise<SaleReceipt>;
}

/**
 * The payer's calls alone: the public checkout loads only these schemas (a customer on a phone pays for every
 * byte), never the portal's whole table. No token is sent; nothing here ends a session.
 */
export function createCheckoutClient(
  config: Pick<ApiConfig, 'apiBaseUrl' | 'systemOrigin'> & Partial<ApiConfig>,
): CheckoutClient {
  const settings: ApiConfig = {
    twoFactorApiBaseUrl: config.apiBaseUrl,
    ipLookupUrl: '',
    getAccessToken: () => null,
    onUnauthorized: () => undefined,
    ...config,
  };
  return {
    checkout: (id: string) => send(settings, endpoints.checkout, { params: { id } }),
    payCheckout: (id: string, body: PayCheckoutInput) =>
      send(settings, endpoints.payCheckout, { params: { id }, body }),
    checkoutPayment: (id: string, paymentId: string) =>
      send(settings, endpoints.checkoutPayment, { params: { id, paymentId } }),
    sandboxPayCheckout: (paymentId: string) => send(settings, endpoints.sandboxPayCheckout, { params: { paymentId } }),
    saleReceipt: (token: string) => send(settings, endpoints.saleReceipt, { params: { token } }),
  };
}
