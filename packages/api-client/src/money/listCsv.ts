import type { Transfer } from '../endpoints/money';
import type { Dispute } from '../endpoints/disputeEndpoints';
import type { Receivable } from '../endpoints/receivableEndpoints';
import { csvAmount, csvDateTime, csvOf } from './csv';
import { disputeKindLabels, disputeStateLabels } from './disputeRules';
import { EXPORT_INLINE_LIMIT } from './transactionCsv';
import {
  cardBrandLabels,
  paymentMethodLabels,
  receivableStatusLabels,
  transferKindLabels,
  transferStatusLabels,
} from './vocabulary';

/** The lists with no export of their own (issue 30 §2): the receivables schedule, the transfers, the disputes. */

const civil = (date: string | null) => (date ? `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}` : '');

export const receivablesCsv = (rows: Iterable<Receivable>) =>
  csvOf(rows, [
    { header: 'Data prevista', value: (r) => civil(r.expectedDate) },
    { header: 'Data original', value: (r) => civil(r.originalDate) },
    { header: 'Venda', value: (r) => r.transactionId },
    { header: 'Data da venda', value: (r) => civil(r.saleDate) },
    { header: 'Parcela', value: (r) => `${r.installment}/${r.of}` },
    { header: 'Estabelecimento', value: (r) => r.companyName },
    { header: 'Forma de pagamento', value: (r) => paymentMethodLabels[r.method] },
    { header: 'Bandeira', value: (r) => (r.brand ? cardBrandLabels[r.brand] : '') },
    { header: 'Valor bruto', value: (r) => csvAmount(r.gross) },
    { header: 'MDR', value: (r) => csvAmount(r.mdr) },
    { header: 'Taxa de antecipação', value: (r) => csvAmount(r.anticipationFee) },
    { header: 'Valor líquido', value: (r) => csvAmount(r.net) },
    { header: 'Situação', value: (r) => receivableStatusLabels[r.status] },
    { header: 'Antecipação', value: (r) => r.anticipationId ?? '' },
    { header: 'Garantia', value: (r) => (r.contract ? `${r.contract.id} (${r.contract.holder})` : '') },
  ]);

export const transfersCsv = (rows: Iterable<Transfer>) =>
  csvOf(rows, [
    { header: 'Id', value: (t) => t.id },
    { header: 'Solicitada em', value: (t) => csvDateTime(t.requestedAt) },
    { header: 'Efetivação', value: (t) => civil(t.scheduledFor) },
    { header: 'Concluída em', value: (t) => civil(t.completedOn) },
    { header: 'Tipo', value: (t) => transferKindLabels[t.kind] },
    { header: 'Status', value: (t) => transferStatusLabels[t.status] },
    { header: 'Estabelecimento', value: (t) => t.companyName },
    { header: 'Favorecido', value: (t) => t.recipient.name },
    { header: 'CPF/CNPJ do favorecido', value: (t) => t.recipient.document },
    { header: 'Instituição', value: (t) => t.recipient.bank },
    { header: 'Valor', value: (t) => csvAmount(t.amount) },
    { header: 'Tarifa', value: (t) => csvAmount(t.fee) },
    { header: 'Sai do saldo', value: (t) => csvAmount(t.debited) },
    { header: 'Identificador (E2E)', value: (t) => t.e2eId ?? '' },
    { header: 'Descrição', value: (t) => t.description },
    { header: 'Motivo', value: (t) => t.failureReason ?? '' },
  ]);

export const disputesCsv = (rows: Iterable<Dispute>) =>
  csvOf(rows, [
    { header: 'Transação', value: (d) => d.transactionId },
    { header: 'Tipo', value: (d) => disputeKindLabels[d.kind] },
    { header: 'Motivo', value: (d) => d.reason },
    { header: 'Estabelecimento', value: (d) => d.companyName },
    { header: 'Data da venda', value: (d) => civil(d.saleDate) },
    { header: 'Aberta em', value: (d) => csvDateTime(d.openedAt) },
    { header: 'Prazo para responder', value: (d) => csvDateTime(d.deadline) },
    { header: 'Situação', value: (d) => disputeStateLabels[d.state] },
    { header: 'Decidida em', value: (d) => civil(d.decidedOn) },
    { header: 'Valor', value: (d) => csvAmount(d.amount) },
    { header: 'Multa', value: (d) => csvAmount(d.fine) },
  ]);

/** The page size an export reads a list with: the largest a list gives. */
const EXPORT_PAGE_SIZE = 100;

/**
 * Every row of a paginated list, page after page, for an export that must never be a silently cut file: over
 * `limit` rows it reads nothing and says how many there are, so the person can narrow the period.
 */
export async function allPagesOf<T>(
  fetchPage: (page: number, pageSize: typeof EXPORT_PAGE_SIZE) => Promise<{ items: T[]; total: number }>,
  limit = EXPORT_INLINE_LIMIT,
): Promise<{ rows: T[] } | { tooMany: number }> {
  const first = await fetchPage(1, EXPORT_PAGE_SIZE);
  if (first.total > limit) return { tooMany: first.total };
  const rows = [...first.items];
  const pages = Math.ceil(first.total / EXPORT_PAGE_SIZE);
  for (let page = 2; page <= pages; page++) rows.push(...(await fetchPage(page, EXPORT_PAGE_SIZE)).items);
  return { rows };
}
