import { transactionStatusLabels, type TransactionDetail } from '@painel/api-client';
import { formatDateTime, formatMoney } from '@painel/ui';
import { receiptPdf } from '../../core/documents/receiptPdf';
import { paymentLine } from './columns';
import type { transactionsMessages } from './messages';

export interface SaleReceiptInput {
  tx: TransactionDetail;
  issuedAt: string;
  issuer: string;
  messages: typeof transactionsMessages;
}

/**
 * A sale's receipt for its customer (issue 30 §2): what was bought from whom, paid how and when, with the ids a
 * bank or the merchant asks for. None of the merchant's fees: they are the merchant's business, not the customer's.
 */
export function saleReceiptPdf({ tx, issuedAt, issuer, messages }: SaleReceiptInput): Blob {
  const r = messages.detail.receipt;
  const t = messages.detail.terms;
  const { row, section, finish } = receiptPdf({ issuer, title: r.title, issued: r.issued(issuedAt) });
  section(r.sale);
  row(t.id, tx.id, true);
  row(t.orderNumber, tx.orderNumber);
  row(r.date, formatDateTime(tx.createdAt));
  row(r.amount, formatMoney(tx.amount), true);
  row(r.status, transactionStatusLabels[tx.status]);
  section(r.payment);
  row(t.method, paymentLine(tx));
  if (tx.card) row(t.card, tx.card.masked);
  row(t.nsu, tx.nsu);
  if (tx.authorizationCode) row(t.authorizationCode, tx.authorizationCode);
  if (tx.pix) row(t.e2eId, tx.pix.e2eId);
  if (tx.boleto) row(t.ourNumber, tx.boleto.ourNumber);
  section(r.merchant);
  row(t.company, tx.companyName);
  row(t.store, tx.storeName);
  section(r.customer);
  row(t.name, tx.customer.name);
  if (tx.customer.document) row(t.document, tx.customer.document);
  return finish(r.footer(issuer));
}

export const saleReceiptFilename = (tx: TransactionDetail) => `comprovante_venda_${tx.id}.pdf`;
