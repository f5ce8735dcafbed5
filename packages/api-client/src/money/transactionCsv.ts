import type { TransactionSummary } from '../endpoints/money';
import {
  cardBrandLabels,
  captureChannelLabels,
  paymentMethodLabels,
  refusalReasons,
  transactionStatusLabels,
} from './vocabulary';

/** Up to this many rows an export downloads at once; more becomes a job listed under Arquivos. */
export const EXPORT_INLINE_LIMIT = 10_000;

/** Centavos as a pt-BR spreadsheet reads them: 123456 → '1234,56', −5 → '-0,05'. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
}

/** '2026-03-02T14:05:09-03:00' (already São Paulo time) → '02/03/2026 14:05:09'. */
const csvDateTime = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)} ${iso.slice(11, 19)}`;

/** The export's columns, in the list's ids, each with its pt-BR header. */
export const transactionCsvColumns = {
  id: { header: 'ID da transação', value: (tx: TransactionSummary) => tx.id },
  status: { header: 'Status', value: (tx: TransactionSummary) => transactionStatusLabels[tx.status] },
  createdAt: { header: 'Data/hora', value: (tx: TransactionSummary) => csvDateTime(tx.createdAt) },
  orderNumber: { header: 'Nº do pedido', value: (tx: TransactionSummary) => tx.orderNumber },
  customer: { header: 'Cliente', value: (tx: TransactionSummary) => tx.customerName },
  method: { header: 'Forma de pagamento', value: (tx: TransactionSummary) => paymentMethodLabels[tx.method] },
  brand: { header: 'Bandeira', value: (tx: TransactionSummary) => (tx.brand ? cardBrandLabels[tx.brand] : '') },
  installments: { header: 'Parcelas', value: (tx: TransactionSummary) => String(tx.installments) },
  channel: { header: 'Canal', value: (tx: TransactionSummary) => captureChannelLabels[tx.channel] },
  amount: { header: 'Valor da transação', value: (tx: TransactionSummary) => csvAmount(tx.amount) },
  gross: { header: 'Valor bruto', value: (tx: TransactionSummary) => csvAmount(tx.gross) },
  fees: { header: 'Taxas', value: (tx: TransactionSummary) => csvAmount(-tx.fees) },
  net: { header: 'Valor líquido', value: (tx: TransactionSummary) => csvAmount(tx.net) },
  store: { header: 'Loja', value: (tx: TransactionSummary) => tx.storeName },
  company: { header: 'Estabelecimento', value: (tx: TransactionSummary) => tx.companyName },
  refusal: {
    header: 'Motivo de recusa',
    value: (tx: TransactionSummary) =>
      tx.refusalCode
        ? (refusalReasons.find((reason) => reason.code === tx.refusalCode)?.message ?? tx.refusalCode)
        : '',
  },
} as const;
export type TransactionCsvColumn = keyof typeof transactionCsvColumns;
export const transactionCsvColumnIds = Object.keys(transactionCsvColumns) as TransactionCsvColumn[];

const quoted = (value: string) => (/[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * A CSV a pt-BR spreadsheet opens as is: UTF-8 with a BOM, ';' between fields, decimal comma, CRLF lines,
 * fields quoted when they hold ';', '"' or a line break. Unknown column ids are left out.
 */
export function transactionsCsv(rows: Iterable<TransactionSummary>, columns: readonly string[]): string {
  const chosen = columns.filter((id): id is TransactionCsvColumn => id in transactionCsvColumns);
  const lines = [chosen.map((id) => quoted(transactionCsvColumns[id].header)).join(';')];
  for (const row of rows) lines.push(chosen.map((id) => quoted(transactionCsvColumns[id].value(row))).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
