import type { TransferDetail } from '../endpoints/money';
import { csvAmount, csvOf } from './csv';
import { statementTypeLabels } from './bankStatement';

type PayoutContents = NonNullable<TransferDetail['contents']>;
type Line = PayoutContents['lines'][number];

const civil = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * What an automatic payout contains, as a spreadsheet: the balance after the previous payout, each line since
 * (date, kind, description, gross, fees, amount), and the payout plus its fee, which they add up to.
 */
export function payoutContentsCsv(contents: PayoutContents): string {
  const opening = { label: 'Saldo depois do saque anterior', amount: contents.openingBalance };
  const total = { label: 'Valor do saque + tarifa', amount: contents.total };
  const rows: Array<Line | typeof opening> = [opening, ...contents.lines, total];
  const isLine = (row: Line | typeof opening): row is Line => 'id' in row;
  return csvOf(rows, [
    { header: 'Data', value: (row) => (isLine(row) ? civil(row.date) : '') },
    { header: 'Tipo', value: (row) => (isLine(row) ? statementTypeLabels[row.type] : row.label) },
    { header: 'Descrição', value: (row) => (isLine(row) ? row.description : '') },
    { header: 'Valor bruto', value: (row) => (isLine(row) ? csvAmount(row.gross) : '') },
    { header: 'Taxas', value: (row) => (isLine(row) ? csvAmount(row.fees) : '') },
    { header: 'Valor', value: (row) => csvAmount(row.amount) },
  ]);
}
