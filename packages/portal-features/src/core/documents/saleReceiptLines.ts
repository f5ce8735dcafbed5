import { cardBrandLabels, paymentMethodLabels, transactionStatusLabels, type SaleReceipt } from '@painel/api-client';
import { formatDateTime, formatMoney } from '@painel/ui';
import type { SaleReceiptMessages } from './saleReceiptMessages';

export interface ReceiptLine {
  label: string;
  value: string;
  /** The figure a reader looks for first (the id, the amount). */
  strong?: boolean;
}

export interface ReceiptSection {
  title: string;
  lines: ReceiptLine[];
}

const methodLine = (receipt: SaleReceipt) =>
  [paymentMethodLabels[receipt.method], receipt.installments > 1 ? `${receipt.installments}x` : null]
    .filter(Boolean)
    .join(' · ');

/** A receipt's sections and lines, as both the PDF and the public page show them (absent values left out). */
export function saleReceiptSections(receipt: SaleReceipt, m: SaleReceiptMessages): ReceiptSection[] {
  const paidLater = receipt.paidAt !== null && formatDateTime(receipt.paidAt) !== formatDateTime(receipt.createdAt);
  const line = (label: string, value: string | null | undefined, strong = false): ReceiptLine[] =>
    value ? [{ label, value, ...(strong ? { strong } : {}) }] : [];
  return [
    {
      title: m.sections.sale,
      lines: [
        ...line(m.id, receipt.id, true),
        ...line(m.orderNumber, receipt.orderNumber),
        ...line(m.date, formatDateTime(receipt.createdAt)),
        ...line(m.amount, formatMoney(receipt.amount), true),
        ...line(m.status, transactionStatusLabels[receipt.status]),
      ],
    },
    {
      title: m.sections.payment,
      lines: [
        ...line(m.method, methodLine(receipt)),
        ...line(
          m.cardLabel,
          receipt.brand && receipt.cardLast4 ? m.card(cardBrandLabels[receipt.brand], receipt.cardLast4) : null,
        ),
        // Only when the payment came after the sale (a Pix or boleto paid later).
        ...line(m.paidAt, paidLater ? formatDateTime(receipt.paidAt ?? '') : null),
        ...line(m.nsu, receipt.nsu),
        ...line(m.authorizationCode, receipt.authorizationCode),
        ...line(m.e2eId, receipt.pixE2eId),
        ...line(m.ourNumber, receipt.boletoOurNumber),
      ],
    },
    {
      title: m.sections.merchant,
      lines: [...line(m.company, receipt.merchant.name), ...line(m.store, receipt.merchant.store)],
    },
    {
      title: m.sections.customer,
      lines: [...line(m.name, receipt.customer.name), ...line(m.document, receipt.customer.document)],
    },
  ];
}
