import type { TransactionSummary } from '../endpoints/money';
import { csvAmount, csvDateTime, csvOf } from './csv';

export { csvAmount };
import {
  cardBrandLabels,
  captureChannelLabels,
  paymentMethodLabels,
  refusalReasons,
  transactionStatusLabels,
} from './vocabulary';

/** Up to this many rows an export downloads at once; more becomes a job listed under Arquivos. */
export const EXPORT_INLINE_LIMIT = 10_000;

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

/** The export of a list: the chosen columns of the transaction table, in its pt-BR CSV form (csvOf). */
export function transactionsCsv(rows: Iterable<TransactionSummary>, columns: readonly string[]): string {
  const chosen = columns.filter((id): id is TransactionCsvColumn => id in transactionCsvColumns);
  return csvOf(
    rows,
    chosen.map((id) => transactionCsvColumns[id]),
  );
}
