import type { BadgeTone } from '../components/Badge';
import type { ChartCategory, ChartSeries } from '../components/BarChart';

/** Storybook only: transaction-like rows for the data components (the API's own data lives in api-client). */
export interface SaleRow {
  id: string;
  createdAt: string;
  status: string;
  tone: BadgeTone;
  method: string;
  customer: string;
  installments: number;
  gross: number;
  fees: number;
  net: number;
  nsu: string;
}

const statuses: Array<[string, BadgeTone]> = [
  ['Paga', 'success'],
  ['Paga', 'success'],
  ['Paga', 'success'],
  ['Recusada', 'danger'],
  ['Estornada', 'neutral'],
  ['Em análise', 'info'],
  ['Estorno pendente', 'warning'],
];
const methods = ['Crédito', 'Débito', 'Pix', 'Crédito', 'Boleto'];
const customers = ['Ana Silva', 'Bruno Santos', 'Camila Oliveira', 'Daniel Souza', 'Eduarda Lima'];

/** n rows, newest first, every amount in centavos with gross − fees = net. */
export function saleRows(count: number): SaleRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [status, tone] = statuses[index % statuses.length] ?? ['Paga', 'success'];
    const gross = status === 'Recusada' ? 0 : 1_990 + ((index * 7_919) % 48_000);
    const fees = Math.round((gross * 299) / 10_000);
    const minute = 59 - (index % 60);
    const hour = 18 - Math.floor(index / 60);
    return {
      id: `TX20261126${String(900 - index).padStart(6, '0')}`,
      createdAt: `2026-11-26T${String(Math.max(0, hour)).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00-03:00`,
      status,
      tone,
      method: methods[index % methods.length] ?? 'Pix',
      customer: customers[index % customers.length] ?? 'Ana Silva',
      installments: index % 4 === 0 ? 3 : 1,
      gross,
      fees,
      net: gross - fees,
      nsu: String(330_000_000 + index),
    };
  });
}

export const methodSeries: ChartSeries[] = [
  { id: 'credit', label: 'Crédito' },
  { id: 'debit', label: 'Débito' },
  { id: 'pix', label: 'Pix' },
  { id: 'boleto', label: 'Boleto' },
];

/** A week of volume by method (centavos), Friday the busiest. */
export const weekByMethod: ChartCategory[] = ['20', '21', '22', '23', '24', '25', '26'].map((day, index) => {
  const factor = [1, 0.6, 0.55, 0.9, 0.95, 1, 1.05][index] ?? 1;
  return {
    id: `2026-11-${day}`,
    label: `${day}/11`,
    name: `${day}/11/2026`,
    values: {
      credit: Math.round(1_250_000 * factor),
      debit: Math.round(460_000 * factor),
      pix: Math.round(520_000 * factor),
      boleto: Math.round(90_000 * factor),
    },
  };
});

export const refusalReasons: ChartCategory[] = [
  ['51', 'Saldo ou limite insuficiente', 142],
  ['05', 'Não autorizada pelo emissor', 88],
  ['59', 'Suspeita de fraude', 37],
  ['55', 'Senha inválida', 31],
  ['82', 'CVV inválido', 22],
].map(([code, label, count]) => ({ id: String(code), label: String(label), values: { count: Number(count) } }));
