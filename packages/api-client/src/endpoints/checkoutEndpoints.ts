import * as z from 'zod/mini';
import { cardBrands } from '../money/pricing';
import { checkoutMethods, paymentLinkStatuses, recurrenceCycles } from '../money/paymentLinkRules';
import { paymentMethods, transactionStatuses } from '../money/vocabulary';
import { defineEndpoints } from './types';

/**
 * The payer's side, in a module of its own: a payment link's checkout and a sale's public receipt. The public
 * page loads these schemas only, never the portal's (a customer on a phone pays for every byte).
 */
const civilDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const cents = z.int();
const linkItemSchema = z.object({
  name: z.string(),
  quantity: z.int(),
  unitPrice: cents,
  description: z.optional(z.string()),
});
const collectSchema = z.object({ document: z.boolean(), phone: z.boolean(), address: z.boolean() });
const linkMethodsSchema = z.object({
  card: z.nullable(z.object({ maxInstallments: z.int(), interestFree: z.int(), monthlyInterest: z.int() })),
  pix: z.nullable(z.object({ expiresInMinutes: z.int() })),
  boleto: z.nullable(z.object({ dueDays: z.int() })),
});

/** What the public page needs, and nothing of the merchant's fees. */
export const checkoutSchema = z.object({
  id: z.string(),
  status: z.enum(paymentLinkStatuses),
  merchant: z.object({ name: z.string(), city: z.string(), document: z.string() }),
  name: z.string(),
  items: z.array(linkItemSchema),
  shipping: cents,
  amount: z.nullable(cents),
  methods: linkMethodsSchema,
  collect: collectSchema,
  /** A link made for one customer: their name and e-mail, and their CPF/CNPJ masked (the payer need not type it). */
  customer: z.nullable(z.object({ name: z.string(), email: z.string(), document: z.optional(z.nullable(z.string())) })),
  minimumInstallment: cents,
  returnUrl: z.nullable(z.string()),
  /** A plan's subscribe link: paying is the first charge, and the next ones follow each cycle. */
  subscription: z.nullable(z.object({ cycle: z.enum(recurrenceCycles) })),
});
export type Checkout = z.output<typeof checkoutSchema>;

export const checkoutPaymentSchema = z.object({
  id: z.string(),
  status: z.enum(['paid', 'refused', 'pending', 'expired']),
  method: z.enum(checkoutMethods),
  amount: cents,
  installments: z.int(),
  installmentAmount: cents,
  total: cents,
  brand: z.nullable(z.enum(cardBrands)),
  last4: z.nullable(z.string()),
  refusal: z.nullable(z.object({ code: z.string(), message: z.string() })),
  pix: z.nullable(z.object({ brCode: z.string(), expiresAt: z.string() })),
  boleto: z.nullable(z.object({ digitableLine: z.string(), barcode: z.string(), dueDate: civilDate })),
  merchantName: z.string(),
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  authorizationCode: z.nullable(z.string()),
});
export type CheckoutPayment = z.output<typeof checkoutPaymentSchema>;

export const payCheckoutSchema = z.object({
  idempotencyKey: z.string().check(z.minLength(8), z.maxLength(100)),
  method: z.enum(checkoutMethods),
  /** Open-amount links only. */
  amount: z.optional(cents),
  payer: z.object({
    name: z.string(),
    email: z.string(),
    document: z.string(),
    phone: z.optional(z.string()),
    /** When the link asks for it: where to deliver. */
    address: z.optional(z.string()),
  }),
  /** Sent once to the processor, never stored or logged; the answer carries only the brand and last four. */
  card: z.optional(
    z.object({
      number: z.string(),
      holderName: z.string(),
      expiry: z.string(),
      cvv: z.string(),
      installments: z.int(),
    }),
  ),
});
export type PayCheckoutInput = z.input<typeof payCheckoutSchema>;

/**
 * A sale as its customer may see it from a link the merchant shared (issue 30 §2): what was bought from whom,
 * paid how and when, and the ids a bank asks for. None of the merchant's fees or settlement, and of the card only
 * its brand and last four digits; the customer's CPF/CNPJ masked (LGPD), since anyone holding the link reads it.
 */
export const saleReceiptSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** When the sale was made, and when it was paid (ISO 8601, São Paulo offset). */
  createdAt: z.string(),
  paidAt: z.nullable(z.string()),
  status: z.enum(transactionStatuses),
  amount: cents,
  method: z.enum(paymentMethods),
  brand: z.nullable(z.enum(cardBrands)),
  installments: z.int(),
  cardLast4: z.nullable(z.string()),
  nsu: z.string(),
  authorizationCode: z.nullable(z.string()),
  pixE2eId: z.nullable(z.string()),
  boletoOurNumber: z.nullable(z.string()),
  merchant: z.object({ name: z.string(), store: z.string() }),
  customer: z.object({ name: z.string(), document: z.nullable(z.string()) }),
});
export type SaleReceipt = z.output<typeof saleReceiptSchema>;

export const checkoutEndpoints = defineEndpoints({
  checkout: {
    method: 'GET',
    path: 'checkouts/{id}',
    base: 'api',
    auth: false,
    group: 'money',
    params: z.object({ id: z.string() }),
    response: checkoutSchema,
    errors: [404, 500],
  },
  payCheckout: {
    method: 'POST',
    path: 'checkouts/{id}/payments',
    base: 'api',
    auth: false,
    group: 'money',
    params: z.object({ id: z.string() }),
    body: payCheckoutSchema,
    response: checkoutPaymentSchema,
    successStatus: 201,
    errors: [404, 422, 500],
  },
  checkoutPayment: {
    method: 'GET',
    path: 'checkouts/{id}/payments/{paymentId}',
    base: 'api',
    auth: false,
    group: 'money',
    params: z.object({ id: z.string(), paymentId: z.string() }),
    response: checkoutPaymentSchema,
    errors: [404, 500],
  },
  saleReceipt: {
    method: 'GET',
    path: 'public/receipts/{token}',
    base: 'api',
    auth: false,
    group: 'money',
    params: z.object({ token: z.string() }),
    response: saleReceiptSchema,
    errors: [404, 500],
  },
  sandboxPayCheckout: {
    method: 'POST',
    path: 'sandbox/checkouts/payments/{paymentId}/pay',
    base: 'api',
    auth: false,
    group: 'sandbox',
    params: z.object({ paymentId: z.string() }),
    response: checkoutPaymentSchema,
    errors: [404, 422],
    audience: 'sandbox',
  },
});
