import type { CheckoutPayment } from '../../endpoints/checkoutEndpoints';
import type { LinkPayment, PaymentLink } from '../../endpoints/paymentLinkEndpoints';
import type { CivilDate } from '../../money/calendar';
import type { CardBrand } from '../../money/pricing';
import { linkTotalOf, paymentLinkStatusOf } from '../../money/paymentLinkRules';
import { refusalReasons } from '../../money/vocabulary';
import type { StoredCheckoutPayment, StoredPaymentLink } from '../db';
import type { MoneyHistory } from './history';

/** The public page of a link, relative to the portal. */
export const checkoutPathOf = (id: string) => `/checkout/${id}`;

export const merchantOf = (h: MoneyHistory, companyId: number) =>
  h.directory.merchants.find((m) => m.companyId === companyId);

/** A pending Pix past its expiry is expired, whatever was stored. */
export function currentStatusOf(payment: StoredCheckoutPayment, nowIso: string): StoredCheckoutPayment['status'] {
  if (payment.status === 'pending' && payment.pix && payment.pix.expiresAt <= nowIso) return 'expired';
  if (payment.status === 'pending' && payment.boleto && `${payment.boleto.dueDate}T23:59:59-03:00` < nowIso)
    return 'expired';
  return payment.status;
}

export function linkViewOf(
  h: MoneyHistory,
  link: StoredPaymentLink,
  payments: readonly StoredCheckoutPayment[],
  today: CivilDate,
): PaymentLink {
  const paid = payments.filter((payment) => payment.linkId === link.id && payment.status === 'paid');
  const status = paymentLinkStatusOf(
    {
      kind: link.kind,
      deactivatedAt: link.deactivatedAt,
      expiresOn: link.expiresOn,
      usageLimit: link.usageLimit,
      paymentsCount: paid.length,
    },
    today,
  );
  return {
    id: link.id,
    kind: link.kind,
    name: link.name,
    status,
    companyId: link.companyId,
    companyName: merchantOf(h, link.companyId)?.name ?? '',
    items: link.items,
    shipping: link.shipping,
    amount: link.openAmount ? null : linkTotalOf(link.items, link.shipping),
    methods: link.methods,
    collect: link.collect,
    customer: link.customer,
    expiresOn: link.expiresOn,
    usageLimit: link.usageLimit,
    returnUrl: link.returnUrl,
    checkoutPath: checkoutPathOf(link.id),
    paymentsCount: paid.length,
    paidAmount: paid.reduce((sum, payment) => sum + payment.total, 0),
    createdAt: link.createdAt,
    deactivatedAt: link.deactivatedAt,
    editable: paid.length === 0,
  };
}

export const linkPaymentViewOf = (
  payment: StoredCheckoutPayment,
  nowIso: string,
  transactionId: string | null,
): LinkPayment => ({
  id: payment.id,
  transactionId,
  status: currentStatusOf(payment, nowIso),
  method: payment.method,
  amount: payment.total,
  installments: payment.installments,
  payerName: payment.payer.name,
  createdAt: payment.createdAt,
});

export function checkoutPaymentViewOf(
  payment: StoredCheckoutPayment,
  merchantName: string,
  nowIso: string,
): CheckoutPayment {
  const refusal = refusalReasons.find((reason) => reason.code === payment.refusalCode);
  return {
    id: payment.id,
    status: currentStatusOf(payment, nowIso),
    method: payment.method,
    amount: payment.amount,
    installments: payment.installments,
    installmentAmount: payment.installmentAmount,
    total: payment.total,
    brand: payment.brand as CardBrand | null,
    last4: payment.last4,
    refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
    pix: payment.pix,
    boleto: payment.boleto,
    merchantName,
    createdAt: payment.createdAt,
    paidAt: payment.paidAt,
    authorizationCode: payment.authorizationCode,
  };
}
