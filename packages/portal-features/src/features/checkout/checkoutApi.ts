import type { CheckoutClient } from '@painel/api-client';
import type { CheckoutMessages } from './messages';

/** The payer's calls: the portal's client or the checkout's own small one both have them. */
export type CheckoutApi = Pick<
  CheckoutClient,
  'checkout' | 'payCheckout' | 'checkoutPayment' | 'sandboxPayCheckout' | 'saleReceipt'
>;

/** What every checkout page gets from its host: the calls, the way to move on, the words and the processor. */
export interface CheckoutEnvironment {
  api: CheckoutApi;
  navigate: (path: string) => void;
  /** The company that processes the payment, named in the footer (spec 2.2). */
  processorName: string;
  /** Sandbox only: buttons that make the payer's bank pay a Pix or a boleto. */
  sandboxTools: boolean;
  /** Where the accessibility statement is (LBI art. 63), linked from the footer; no link without it. */
  accessibilityHref?: string;
  m: CheckoutMessages;
  /** The payer's clock (a card's expiry is checked against its month); the real one by default. */
  clock?: () => Date;
}

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]>; status?: number };

/** An API failure as the page shows it: field errors under their fields, or one message. */
export function failureOf(error: unknown): { fields: Record<string, string>; message: string | null; status?: number } {
  const { serverMessage, fieldErrors = {}, status } = (error ?? {}) as ServerError;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors).flatMap(([field, messages]) => (messages[0] ? [[field, messages[0]]] : [])),
  );
  return {
    fields,
    message: Object.keys(fields).length ? null : (serverMessage ?? null),
    ...(status ? { status } : {}),
  };
}
