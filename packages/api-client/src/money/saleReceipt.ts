import type { SaleReceipt } from '../endpoints/checkoutEndpoints';
import type { TransactionDetail } from '../endpoints/money';
import { maskDocument } from './documents';
import type { TransactionStatus } from './vocabulary';

/** A sale its customer paid, or whose card was authorized: refused, expired, canceled or pending ones have none. */
export const saleHasReceipt = (status: TransactionStatus) =>
  !['refused', 'processing', 'analyzing', 'canceled', 'expired'].includes(status);

const last4Of = (masked: string) => {
  const digits = masked.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

/** The API may already send the CPF/CNPJ masked: mask only a whole one. */
const maskedOnce = (document: string) =>
  !document ? null : document.includes('*') ? document : maskDocument(document);

/**
 * What a sale's customer may read of it (the PDF the merchant hands over and the public receipt page): no fees,
 * no settlement, the card's last four digits only and the customer's CPF/CNPJ masked.
 */
export function saleReceiptOf(tx: TransactionDetail): SaleReceipt {
  return {
    id: tx.id,
    orderNumber: tx.orderNumber,
    createdAt: tx.createdAt,
    // When the customer's money moved (the capture), not when the merchant is paid (a settlement date).
    paidAt: tx.capturedAt,
    status: tx.status,
    amount: tx.amount,
    method: tx.method,
    brand: tx.brand,
    installments: tx.installments,
    cardLast4: tx.card ? last4Of(tx.card.masked) : null,
    nsu: tx.nsu,
    authorizationCode: tx.authorizationCode,
    pixE2eId: tx.pix?.e2eId ?? null,
    boletoOurNumber: tx.boleto?.ourNumber ?? null,
    merchant: { name: tx.companyName, store: tx.storeName },
    customer: { name: tx.customer.name, document: maskedOnce(tx.customer.document) },
  };
}
