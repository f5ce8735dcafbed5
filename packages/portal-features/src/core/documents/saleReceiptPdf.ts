import type { SaleReceipt } from '@painel/api-client';
import { receiptPdf } from './receiptPdf';
import { saleReceiptSections } from './saleReceiptLines';
import type { SaleReceiptMessages } from './saleReceiptMessages';

export interface SaleReceiptPdfInput {
  receipt: SaleReceipt;
  issuedAt: string;
  /** Who issues it: the brand's name. */
  issuer: string;
  messages: SaleReceiptMessages;
}

/**
 * A sale's receipt for its customer (issue 30 §2), the same lines as the public receipt page. None of the
 * merchant's fees: they are the merchant's business, not the customer's.
 */
export function saleReceiptPdf({ receipt, issuedAt, issuer, messages }: SaleReceiptPdfInput): Blob {
  const { row, section, finish } = receiptPdf({ issuer, title: messages.title, issued: messages.issued(issuedAt) });
  for (const { title, lines } of saleReceiptSections(receipt, messages)) {
    section(title);
    for (const { label, value, strong } of lines) row(label, value, strong);
  }
  return finish(messages.footer(issuer));
}

export const saleReceiptFilename = (receipt: Pick<SaleReceipt, 'id'>) => `comprovante_venda_${receipt.id}.pdf`;
