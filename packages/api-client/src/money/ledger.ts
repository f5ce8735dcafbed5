import { addDays, type CivilDate } from './calendar';
import { type Cents } from './cents';

/**
 * One ledger: every movement of a company's money is an entry in integer centavos, and every balance, the
 * receivables schedule and the statement are sums over it, so one figure is the same on every screen.
 *
 * An entry sits in one of the account's buckets and counts from its `date`: a sale's installment is in
 * 'available' from its settlement date (before it, the same entry is "a receber"); a block moves money from
 * 'available' to 'blocked' until a release moves it back; a transfer sits in 'processing' while the bank has it.
 */
export type LedgerEntryType =
  | 'sale'
  | 'mdr_fee'
  | 'fixed_fee'
  | 'refund'
  | 'chargeback'
  | 'chargeback_reversal'
  | 'chargeback_fine'
  | 'med_block'
  | 'med_release'
  | 'med_return'
  | 'anticipation'
  | 'anticipation_fee'
  | 'transfer'
  | 'transfer_fee'
  | 'adjustment'
  | 'chargeback_notice_fee'
  | 'late_charge'
  | 'retention';

export type LedgerBucket = 'available' | 'blocked' | 'processing';

export type BlockReason = 'med' | 'chargeback' | 'refund' | 'security_review' | 'judicial';

export interface LedgerEntry {
  id: string;
  companyId: number;
  type: LedgerEntryType;
  bucket: LedgerBucket;
  /** Signed: positive adds to the bucket, negative takes from it. */
  amount: Cents;
  /** The civil date (São Paulo) from which the entry counts in its bucket. */
  date: CivilDate;
  /** Orders entries of one day: the day's movements in the order they happened. */
  sequence: number;
  transactionId?: string;
  transferId?: string;
  anticipationId?: string;
  installment?: { number: number; of: number };
  /** A hold's reason and release; `id` names a hold that is not a transaction's (a preventive retention). */
  block?: { reason: BlockReason; releaseDate: CivilDate; id?: string };
  description: string;
}

export interface BlockedBalance {
  reason: BlockReason;
  amount: Cents;
  releaseDate: CivilDate;
  transactionId?: string;
}

export interface Balances {
  /** Can be transferred or used now. */
  available: Cents;
  /** Held, each hold with its reason and expected release. */
  blocked: Cents;
  blocks: BlockedBalance[];
  /** Settles on a future date (installments not yet paid). */
  receivable: Cents;
  /** The part of `receivable` that settles within the next 30 days. */
  receivableNext30Days: Cents;
  /** Transfers the bank has not confirmed yet. */
  processing: Cents;
}

/** What an installment brings on its date: the sale less its fees (an anticipation's fee when it comes early). */
const RECEIVABLE_TYPES = new Set<LedgerEntryType>(['sale', 'mdr_fee', 'fixed_fee', 'anticipation_fee']);

/** A sale's fees go with the sale (a credit), a transfer's fee with the transfer (a debit). */
const debitRank = (entry: LedgerEntry) =>
  entry.type === 'mdr_fee' || entry.type === 'fixed_fee'
    ? 0
    : entry.type === 'transfer_fee' || entry.amount < 0
      ? 1
      : 0;

/**
 * One sequence: the day, the moment in it, and at one moment credits before debits (a bank books what comes in
 * first; a fee stays with its movement), then the order written.
 */
export const byLedgerOrder = (a: LedgerEntry, b: LedgerEntry): number =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.sequence - b.sequence || debitRank(a) - debitRank(b);

/** The balances on a day (end of day, São Paulo), from the ledger alone. */
export function deriveBalances(entries: Iterable<LedgerEntry>, asOf: CivilDate): Balances {
  let available = 0;
  let receivable = 0;
  let receivableSoon = 0;
  const horizon = addDays(asOf, 30);
  let processing = 0;
  const blocks = new Map<string, BlockedBalance>();
  for (const entry of entries) {
    const counted = entry.date <= asOf;
    if (entry.bucket === 'available') {
      if (counted) available += entry.amount;
      else if (RECEIVABLE_TYPES.has(entry.type)) {
        receivable += entry.amount;
        if (entry.date <= horizon) receivableSoon += entry.amount;
      }
    } else if (!counted) {
      continue;
    } else if (entry.bucket === 'processing') {
      processing += entry.amount;
    } else if (entry.block) {
      const key = `${entry.block.reason}|${entry.block.id ?? entry.transactionId ?? entry.id}`;
      const current = blocks.get(key);
      if (current) current.amount += entry.amount;
      else {
        blocks.set(key, {
          reason: entry.block.reason,
          amount: entry.amount,
          releaseDate: entry.block.releaseDate,
          ...(entry.transactionId ? { transactionId: entry.transactionId } : {}),
        });
      }
    }
  }
  const open = [...blocks.values()].filter((block) => block.amount !== 0);
  return {
    available,
    blocked: open.reduce((sum, block) => sum + block.amount, 0),
    blocks: open.sort((a, b) => a.releaseDate.localeCompare(b.releaseDate)),
    receivable,
    receivableNext30Days: receivableSoon,
    processing,
  };
}

export interface StatementLine {
  entry: LedgerEntry;
  /** The available balance right after this entry. */
  balanceAfter: Cents;
}

export interface StatementDay {
  date: CivilDate;
  lines: StatementLine[];
  closingBalance: Cents;
}

export interface Statement {
  from: CivilDate;
  to: CivilDate;
  openingBalance: Cents;
  /** Sum of the positive entries of the period. */
  credits: Cents;
  /** Sum of the negative entries of the period, as a positive number. */
  debits: Cents;
  closingBalance: Cents;
  days: StatementDay[];
}

/**
 * The statement of the available balance over [from, to]: the opening balance, every entry with the balance
 * after it, each day's closing balance, and a summary that reconciles by construction
 * (opening + credits − debits = closing), which a property test holds it to.
 */
export function buildStatement(entries: Iterable<LedgerEntry>, from: CivilDate, to: CivilDate): Statement {
  let openingBalance = 0;
  const inPeriod: LedgerEntry[] = [];
  for (const entry of entries) {
    if (entry.bucket !== 'available') continue;
    if (entry.date < from) openingBalance += entry.amount;
    else if (entry.date <= to) inPeriod.push(entry);
  }
  inPeriod.sort(byLedgerOrder);
  let balance = openingBalance;
  let credits = 0;
  let debits = 0;
  const days: StatementDay[] = [];
  for (const entry of inPeriod) {
    balance += entry.amount;
    if (entry.amount >= 0) credits += entry.amount;
    else debits -= entry.amount;
    let day = days.at(-1);
    if (day?.date !== entry.date) {
      day = { date: entry.date, lines: [], closingBalance: balance };
      days.push(day);
    }
    day.lines.push({ entry, balanceAfter: balance });
    day.closingBalance = balance;
  }
  return { from, to, openingBalance, credits, debits, closingBalance: balance, days };
}
