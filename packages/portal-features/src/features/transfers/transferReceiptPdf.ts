import type { Transfer } from '@painel/api-client';
import { pixKeyTypeLabels, transferKindLabels, transferStatusLabels } from '@painel/api-client/money';
import { formatDate, formatDateTime, formatMoney } from '@painel/ui';
import { receiptPdf } from '../../core/documents/receiptPdf';
import type { transfersMessages } from './messages';

export interface TransferReceiptInput {
  transfer: Transfer;
  /** 'dd/mm/aaaa hh:mm', São Paulo. */
  issuedAt: string;
  /** The platform that issues it (the white-label brand). */
  issuer: string;
  messages: typeof transfersMessages;
}

/**
 * A transfer's receipt as a one-page PDF: who paid and who received (the recipient's document and key masked as
 * the API sends them), the amount, fee and what left the balance, the dates and the E2E id a bank asks for.
 */
export function transferReceiptPdf({ transfer: t, issuedAt, issuer, messages }: TransferReceiptInput): Blob {
  const f = messages.detail.fields;
  const r = messages.detail.recipientFields;
  const d = messages.receipt.document;
  const { row, section, finish } = receiptPdf({ issuer, title: d.title, issued: d.issued(issuedAt) });
  section(messages.detail.summary);
  row(f.id, t.id, true);
  row(f.kind, transferKindLabels[t.kind]);
  row(f.status, transferStatusLabels[t.status]);
  row(f.amount, formatMoney(t.amount), true);
  row(f.fee, formatMoney(t.fee));
  row(f.debited, formatMoney(t.debited));
  row(f.credited, formatMoney(t.credited));
  row(f.requestedAt, formatDateTime(t.requestedAt));
  row(f.scheduledFor, formatDate(t.scheduledFor));
  if (t.movedFrom) row(f.movedFrom, formatDate(t.movedFrom));
  if (t.completedOn) row(f.completedOn, formatDate(t.completedOn));
  if (t.e2eId) row(f.e2eId, t.e2eId);
  if (t.failureReason) row(f.reason, t.failureReason);
  if (t.description) row(f.description, t.description);
  section(d.payer);
  row(r.name, t.companyName);
  row(f.requestedBy, t.requestedBy);
  section(d.recipient);
  row(r.name, t.recipient.name);
  row(r.document, t.recipient.document);
  row(r.bank, t.recipient.bank);
  if (t.recipient.branch) row(r.branch, t.recipient.branch);
  if (t.recipient.account) row(r.account, t.recipient.account);
  if (t.recipient.pixKey)
    row(
      r.pixKey,
      t.recipient.pixKeyType
        ? `${pixKeyTypeLabels[t.recipient.pixKeyType]}: ${t.recipient.pixKey}`
        : t.recipient.pixKey,
    );
  return finish(d.footer(issuer));
}

export const transferReceiptFilename = (transfer: Transfer) => `comprovante_${transfer.id}.pdf`;
