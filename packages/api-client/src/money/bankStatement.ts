import type { CivilDate } from './calendar';
import type { Cents } from './cents';
import { csvCell } from './csv';
import { buildStatement, type LedgerEntry, type LedgerEntryType } from './ledger';

/** One line of the Extrato Bancário: a movement with the fees charged with it, and the balance right after. */
export interface BankStatementLine {
  id: string;
  date: CivilDate;
  type: LedgerEntryType;
  /** The movement itself (a sale's gross, a transfer's amount), signed. */
  gross: Cents;
  /** The fees charged with it (MDR, fixed fee, transfer fee, anticipation fee), as a positive number. */
  fees: Cents;
  /** What it did to the available balance: gross − fees, signed. */
  amount: Cents;
  balanceAfter: Cents;
  description: string;
  transactionId?: string;
  transferId?: string;
  anticipationId?: string;
  installment?: { number: number; of: number };
}

export interface BankStatement {
  from: CivilDate;
  to: CivilDate;
  openingBalance: Cents;
  /** The positive lines' sum. */
  credits: Cents;
  /** The negative lines' sum, as a positive number. */
  debits: Cents;
  /** The fees inside the lines (already in credits and debits), as a positive number. */
  fees: Cents;
  closingBalance: Cents;
  lines: BankStatementLine[];
  /** Each day's closing balance, for the days with movements. */
  dayClosing: Map<CivilDate, Cents>;
}

/** A fee joins the movement it was charged with, when it follows it in the ledger. */
const FEE_OF: Partial<Record<LedgerEntryType, LedgerEntryType>> = {
  mdr_fee: 'sale',
  fixed_fee: 'sale',
  transfer_fee: 'transfer',
  anticipation_fee: 'anticipation',
};

function joinsPrevious(entry: LedgerEntry, previous: BankStatementLine | undefined) {
  const owner = FEE_OF[entry.type];
  if (!owner || !previous || previous.type !== owner || previous.date !== entry.date) return false;
  if (entry.transactionId) {
    return previous.transactionId === entry.transactionId && previous.installment?.number === entry.installment?.number;
  }
  return Boolean(entry.transferId) && previous.transferId === entry.transferId;
}

/**
 * The available balance's statement over [from, to] as a person reads it: each movement on one line with its
 * fees, the running balance after it, each day's closing, and a summary that reconciles by construction
 * (opening + credits − debits = closing; the lines' amounts add up to closing − opening).
 */
export function bankStatementOf(entries: Iterable<LedgerEntry>, from: CivilDate, to: CivilDate): BankStatement {
  const statement = buildStatement(entries, from, to);
  const lines: BankStatementLine[] = [];
  const dayClosing = new Map<CivilDate, Cents>();
  for (const day of statement.days) {
    dayClosing.set(day.date, day.closingBalance);
    for (const { entry, balanceAfter } of day.lines) {
      const previous = lines.at(-1);
      if (joinsPrevious(entry, previous) && previous) {
        previous.fees -= entry.amount;
        previous.amount += entry.amount;
        previous.balanceAfter = balanceAfter;
        continue;
      }
      lines.push({
        id: entry.id,
        date: entry.date,
        type: entry.type,
        gross: FEE_OF[entry.type] ? 0 : entry.amount,
        fees: FEE_OF[entry.type] ? -entry.amount : 0,
        amount: entry.amount,
        balanceAfter,
        description: entry.description,
        ...(entry.transactionId ? { transactionId: entry.transactionId } : {}),
        ...(entry.transferId ? { transferId: entry.transferId } : {}),
        ...(entry.anticipationId ? { anticipationId: entry.anticipationId } : {}),
        ...(entry.installment ? { installment: entry.installment } : {}),
      });
    }
  }
  let credits = 0;
  let debits = 0;
  let fees = 0;
  for (const line of lines) {
    if (line.amount >= 0) credits += line.amount;
    else debits -= line.amount;
    fees += line.fees;
  }
  const { openingBalance, closingBalance } = statement;
  return { from, to, openingBalance, credits, debits, fees, closingBalance, lines, dayClosing };
}

export type StatementDirection = 'in' | 'out';

export interface StatementLineFilter {
  types?: readonly LedgerEntryType[];
  direction?: StatementDirection;
  /** An id (transaction, transfer, line) or words of the description. */
  q?: string;
  /** On the line's amount, whatever its sign. */
  minAmount?: Cents;
  maxAmount?: Cents;
}

/** Whether a line passes the statement's filters (the running balance stays the account's, filtered or not). */
export function statementLineMatches(line: BankStatementLine, filter: StatementLineFilter): boolean {
  if (filter.types?.length && !filter.types.includes(line.type)) return false;
  if (filter.direction === 'in' && line.amount < 0) return false;
  if (filter.direction === 'out' && line.amount >= 0) return false;
  const size = Math.abs(line.amount);
  if (filter.minAmount !== undefined && size < filter.minAmount) return false;
  if (filter.maxAmount !== undefined && size > filter.maxAmount) return false;
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const haystack = [line.id, line.transactionId, line.transferId, line.description].join(' ').toLowerCase();
    if (!haystack.includes(q)) return false;
  }
  return true;
}

/** The statement's kinds of line as a person reads them. */
export const statementTypeLabels: Record<LedgerEntryType, string> = {
  sale: 'Venda',
  mdr_fee: 'Taxa MDR',
  fixed_fee: 'Tarifa fixa',
  refund: 'Estorno',
  chargeback: 'Chargeback',
  chargeback_reversal: 'Reversão de chargeback',
  chargeback_fine: 'Multa de chargeback',
  med_block: 'Bloqueio MED',
  med_release: 'Desbloqueio MED',
  med_return: 'Devolução MED',
  anticipation: 'Antecipação',
  anticipation_fee: 'Taxa de antecipação',
  transfer: 'Transferência',
  transfer_fee: 'Tarifa de transferência',
  adjustment: 'Ajuste',
  chargeback_notice_fee: 'Tarifa de aviso de chargeback',
  late_charge: 'Encargos por atraso',
  retention: 'Retenção preventiva',
};

/** The kinds offered in the statement's Tipo filter (fees travel inside their movement's line). */
export const statementFilterTypes = [
  'sale',
  'refund',
  'chargeback',
  'chargeback_reversal',
  'chargeback_fine',
  'med_block',
  'med_release',
  'anticipation',
  'transfer',
  'adjustment',
  'chargeback_notice_fee',
  'late_charge',
  'retention',
] as const satisfies readonly LedgerEntryType[];

const csvCents = (cents: number) => {
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
};
const csvDate = (date: CivilDate) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/**
 * The statement as a pt-BR spreadsheet opens it (BOM, ';', decimal comma, CRLF): the opening balance, every line
 * with gross, fees, amount and the balance after it, and the closing balance, so the Valor column adds up to
 * closing − opening.
 */
export function bankStatementCsv(
  statement: Pick<BankStatement, 'from' | 'to' | 'openingBalance' | 'closingBalance'>,
  lines: Iterable<BankStatementLine>,
): string {
  const rows = [
    ['Data', 'Tipo', 'Descrição', 'Transação', 'Transferência', 'Valor bruto', 'Tarifas', 'Valor', 'Saldo'],
    [csvDate(statement.from), 'Saldo inicial', '', '', '', '', '', '', csvCents(statement.openingBalance)],
  ];
  for (const line of lines) {
    rows.push([
      csvDate(line.date),
      statementTypeLabels[line.type],
      line.description,
      line.transactionId ?? '',
      line.transferId ?? '',
      csvCents(line.gross),
      csvCents(-line.fees),
      csvCents(line.amount),
      csvCents(line.balanceAfter),
    ]);
  }
  rows.push([csvDate(statement.to), 'Saldo final', '', '', '', '', '', '', csvCents(statement.closingBalance)]);
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
