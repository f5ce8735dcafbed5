import type { BankStatementLine } from '../../money/bankStatement';
import { civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import type { LedgerEntry, LedgerEntryType } from '../../money/ledger';
import {
  EVENT,
  OUTCOME,
  disputeFineOf,
  DAY_CLOSE_SECOND,
  noticeFeeOf,
  PAYOUT_SECOND,
  isSettledRow,
  pricedRow,
  refundHeld,
  settlementMomentsOf,
  type MoneyHistory,
} from './history';
import {
  adjustmentEntriesOf,
  anticipationEntriesOf,
  lateChargeEntriesOf,
  lateChargeIdOf,
  ledgerEntriesOfRow,
  retentionEntriesOf,
  payoutEntriesOf,
  payoutIdOf,
  userTransferEntriesOf,
} from './records';

/**
 * The available balance's statement lines of some merchants as typed-array columns: the same lines
 * `bankStatementOf(ledgerOf(…))` gives (a test holds them equal), built without an object per ledger entry, so
 * 12 months of the busiest merchant at a million transactions take a fraction of a second. A line becomes an
 * object (id, description) only when a page shows it.
 */
export interface StatementColumns {
  count: number;
  day: Int32Array;
  kind: Uint8Array;
  /** The transaction's row; for a payout, −1 − its index in history.payouts; for a person's transfer,
   * USER_TRANSFER_SOURCE − its index in history.userTransfers; for an anticipation's fee, ANTICIPATION_SOURCE −
   * its index in history.anticipations; for an adjustment, ADJUSTMENT_SOURCE − its index in history.adjustments. */
  source: Int32Array;
  /** The installment number of a sale line. */
  part: Uint8Array;
  gross: Float64Array;
  fees: Float64Array;
  amount: Float64Array;
  /** Line indexes in ledger order (date, then the moment in the day, then the order they were written). */
  order: Uint32Array;
}

/** Sources at or below this are people's transfers (down to ANTICIPATION_SOURCE, exclusive). */
export const USER_TRANSFER_SOURCE = -1_000_000;
/** Sources at or below this are anticipations' fees (down to ADJUSTMENT_SOURCE, exclusive). */
export const ANTICIPATION_SOURCE = -2_000_000;
/** Sources at or below this are manual adjustments (down to LATE_CHARGE_SOURCE, exclusive). */
export const ADJUSTMENT_SOURCE = -3_000_000;
/** Sources at or below this are late charges (down to RETENTION_SOURCE, exclusive). */
export const LATE_CHARGE_SOURCE = -4_000_000;
/** Sources at or below this are preventive holds. */
export const RETENTION_SOURCE = -5_000_000;
/** A late charge's three lines: the fine, the IGP-M correction, the interest. */
const LATE_CHARGE_PARTS = ['-M', '-C', '-J'];

export const lineKinds = [
  'sale',
  'refund',
  'chargeback',
  'chargeback_reversal',
  'med_block',
  'med_release',
  'transfer',
  'anticipation_fee',
  'chargeback_fine',
  'adjustment',
  'chargeback_notice_fee',
  'late_charge',
  'retention',
] as const satisfies readonly LedgerEntryType[];
const K = Object.fromEntries(lineKinds.map((kind, index) => [kind, index])) as Record<
  (typeof lineKinds)[number],
  number
>;

export function statementColumnsOf(h: MoneyHistory, merchants: ReadonlySet<number>): StatementColumns {
  const day: number[] = [];
  const sequence: number[] = [];
  const kind: number[] = [];
  const source: number[] = [];
  const part: number[] = [];
  const gross: number[] = [];
  const fees: number[] = [];
  const amount: number[] = [];
  const push = (d: number, s: number, k: number, src: number, p: number, g: number, f: number) => {
    day.push(d);
    sequence.push(s);
    kind.push(k);
    source.push(src);
    part.push(p);
    gross.push(g);
    fees.push(f);
    amount.push(g - f);
  };
  const c = h.columns;
  for (let row = 0; row < h.count; row += 1) {
    if (!merchants.has(c.merchant[row] ?? -1) || !isSettledRow(h, row)) continue;
    const lines = pricedRow(h, row).installments;
    settlementMomentsOf(h, row).forEach((moment, index) => {
      const line = lines[index];
      if (!line) return;
      push(moment.day, moment.second, K.sale, row, line.number, line.gross, line.mdr + line.fixedFee);
    });
    const event = c.event[row] ?? EVENT.none;
    if (event === EVENT.none) continue;
    const value = c.amount[row] ?? 0;
    const heldDay = c.heldDay[row] ?? 0;
    const heldSecond = c.heldSecond[row] ?? 0;
    const outcomeDay = c.outcomeDay[row] ?? 0;
    const won = c.outcome[row] === OUTCOME.won;
    if (event === EVENT.refund) {
      if (refundHeld(h, row)) push(heldDay, heldSecond, K.refund, row, 0, -value, 0);
    } else if (event === EVENT.chargeback) {
      push(heldDay, heldSecond, K.chargeback, row, 0, -value, 0);
      const notice = noticeFeeOf(h, row);
      if (notice) push(heldDay, heldSecond, K.chargeback_notice_fee, row, 0, -notice, 0);
      if (won) push(outcomeDay, 0, K.chargeback_reversal, row, 0, value, 0);
      const fine = disputeFineOf(h, row);
      if (fine) push(outcomeDay, 0, K.chargeback_fine, row, 0, -fine, 0);
    } else {
      const held = c.held[row] ?? 0;
      if (held) push(heldDay, heldSecond, K.med_block, row, 0, -held, 0);
      if (held && won) push(outcomeDay, 0, K.med_release, row, 0, held, 0);
    }
  }
  h.payouts.forEach((payout, index) => {
    if (!merchants.has(payout.merchant)) return;
    push(payout.day, PAYOUT_SECOND, K.transfer, -1 - index, 0, -payout.amount, payout.fee);
    if (payout.outcome === 'failed') {
      push(payout.completedDay, 0, K.transfer, -1 - index, 1, payout.amount + payout.fee, 0);
    }
  });
  h.userTransfers.forEach((transfer, index) => {
    if (!merchants.has(transfer.merchant)) return;
    const source = USER_TRANSFER_SOURCE - index;
    push(transfer.day, transfer.second, K.transfer, source, 0, -transfer.amount, transfer.fee);
    if (transfer.failed) {
      push(transfer.day, transfer.second + 1, K.transfer, source, 1, transfer.amount + transfer.fee, 0);
    }
  });
  h.anticipations.forEach((anticipation, index) => {
    if (!merchants.has(anticipation.merchant)) return;
    push(
      anticipation.day,
      anticipation.sequence,
      K.anticipation_fee,
      ANTICIPATION_SOURCE - index,
      0,
      0,
      anticipation.fee,
    );
  });
  h.adjustments.forEach((adjustment, index) => {
    if (!merchants.has(adjustment.merchant)) return;
    push(adjustment.day, adjustment.second, K.adjustment, ADJUSTMENT_SOURCE - index, 0, adjustment.amount, 0);
  });
  h.lateCharges.forEach((charge, index) => {
    if (!merchants.has(charge.merchant)) return;
    [charge.fine, charge.correction, charge.interest].forEach((amount, part) => {
      if (amount) push(charge.day, DAY_CLOSE_SECOND, K.late_charge, LATE_CHARGE_SOURCE - index, part, -amount, 0);
    });
  });
  h.retentions.forEach((retention, index) => {
    if (!merchants.has(retention.merchant) || retention.held <= 0) return;
    const source = RETENTION_SOURCE - index;
    push(retention.day, retention.second, K.retention, source, 0, -retention.held, 0);
    if (retention.releaseDay <= h.nowDay) {
      push(retention.releaseDay, retention.releaseSecond, K.retention, source, 1, retention.held, 0);
    }
  });
  const count = day.length;
  const keys = new Float64Array(count);
  // The ledger's order: day, moment, credits before debits at one moment, then the order written.
  for (let i = 0; i < count; i += 1)
    keys[i] = ((day[i] ?? 0) * 100_000 + (sequence[i] ?? 0)) * 2 + ((amount[i] ?? 0) < 0 ? 1 : 0);
  const order = Uint32Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => (keys[a] ?? 0) - (keys[b] ?? 0) || a - b,
  );
  return {
    count,
    day: Int32Array.from(day),
    kind: Uint8Array.from(kind),
    source: Int32Array.from(source),
    part: Uint8Array.from(part),
    gross: Float64Array.from(gross),
    fees: Float64Array.from(fees),
    amount: Float64Array.from(amount),
    order,
  };
}

/** A period of the columns: the summary and, for each line in it (ledger order), its index and balance after. */
export interface ColumnsStatement {
  from: CivilDate;
  to: CivilDate;
  openingBalance: number;
  credits: number;
  debits: number;
  fees: number;
  closingBalance: number;
  lines: Uint32Array;
  balanceAfter: Float64Array;
  /** Day number → the day's closing balance. */
  dayClosing: Map<number, number>;
}

export function columnsStatementOf(columns: StatementColumns, from: CivilDate, to: CivilDate): ColumnsStatement {
  const first = dayNumber(from);
  const last = dayNumber(to);
  let openingBalance = 0;
  const inPeriod: number[] = [];
  for (const i of columns.order) {
    const d = columns.day[i] ?? 0;
    if (d < first) openingBalance += columns.amount[i] ?? 0;
    else if (d <= last) inPeriod.push(i);
  }
  const balanceAfter = new Float64Array(inPeriod.length);
  const dayClosing = new Map<number, number>();
  let balance = openingBalance;
  let credits = 0;
  let debits = 0;
  let fees = 0;
  inPeriod.forEach((i, position) => {
    const value = columns.amount[i] ?? 0;
    balance += value;
    if (value >= 0) credits += value;
    else debits -= value;
    fees += columns.fees[i] ?? 0;
    balanceAfter[position] = balance;
    dayClosing.set(columns.day[i] ?? 0, balance);
  });
  return {
    from,
    to,
    openingBalance,
    credits,
    debits,
    fees,
    closingBalance: balance,
    lines: Uint32Array.from(inPeriod),
    balanceAfter,
    dayClosing,
  };
}

/** The ledger entries of a line that is not a sale's: an anticipation's fee, an automatic payout or a person's transfer. */
function otherEntriesOf(h: MoneyHistory, source: number): LedgerEntry[] {
  if (source <= RETENTION_SOURCE) {
    const retention = h.retentions[RETENTION_SOURCE - source];
    return retentionEntriesOf(h, retention?.merchant ?? -1).filter((entry) => entry.id.startsWith(`${retention?.id}-`));
  }
  if (source <= LATE_CHARGE_SOURCE) {
    const charge = h.lateCharges[LATE_CHARGE_SOURCE - source];
    const id = charge ? lateChargeIdOf(charge) : '';
    return lateChargeEntriesOf(h, charge?.merchant ?? -1).filter((entry) => entry.id.startsWith(`${id}-`));
  }
  if (source <= ADJUSTMENT_SOURCE) {
    const adjustment = h.adjustments[ADJUSTMENT_SOURCE - source];
    return adjustmentEntriesOf(h, adjustment?.merchant ?? -1).filter((entry) => entry.id === adjustment?.id);
  }
  if (source <= ANTICIPATION_SOURCE) {
    const anticipation = h.anticipations[ANTICIPATION_SOURCE - source];
    return anticipationEntriesOf(h, anticipation?.merchant ?? -1).filter(
      (entry) => entry.anticipationId === anticipation?.id,
    );
  }
  if (source <= USER_TRANSFER_SOURCE) {
    const transfer = h.userTransfers[USER_TRANSFER_SOURCE - source];
    return userTransferEntriesOf(h, transfer?.merchant ?? -1).filter((entry) => entry.transferId === transfer?.id);
  }
  const payout = h.payouts[-1 - source];
  const id = payout ? payoutIdOf(payout) : '';
  return payoutEntriesOf(h, payout?.merchant ?? -1).filter((entry) => entry.transferId === id);
}

/** A line as the API answers it: its id and description are the ledger entry's own. */
export function materializeLine(
  h: MoneyHistory,
  columns: StatementColumns,
  index: number,
  balanceAfter: number,
  /** Entries already derived in this answer, by source (a row's installments share them). */
  derived: Map<number, LedgerEntry[]> = new Map(),
): BankStatementLine {
  const type: LedgerEntryType = lineKinds[columns.kind[index] ?? 0] ?? 'sale';
  const source = columns.source[index] ?? 0;
  const part = columns.part[index] ?? 0;
  let entries = derived.get(source);
  if (!entries) {
    entries = source >= 0 ? ledgerEntriesOfRow(h, source) : otherEntriesOf(h, source);
    derived.set(source, entries);
  }
  const entry = entries.find((e) => {
    if (e.type !== type || e.bucket !== 'available') return false;
    if (type === 'sale') return e.installment?.number === part;
    if (type === 'late_charge') return e.id.endsWith(LATE_CHARGE_PARTS[part] ?? '');
    // A transfer's or a hold's line: out (part 0), or back (part 1).
    return (type !== 'transfer' && type !== 'retention') || e.amount > 0 === (part === 1);
  });
  return {
    id: entry?.id ?? `L${index}`,
    date: civilFromDayNumber(columns.day[index] ?? 0),
    type,
    gross: columns.gross[index] ?? 0,
    fees: columns.fees[index] ?? 0,
    amount: columns.amount[index] ?? 0,
    balanceAfter,
    description: entry?.description ?? '',
    ...(entry?.transactionId ? { transactionId: entry.transactionId } : {}),
    ...(entry?.transferId ? { transferId: entry.transferId } : {}),
    ...(entry?.anticipationId ? { anticipationId: entry.anticipationId } : {}),
    ...(entry?.installment ? { installment: entry.installment } : {}),
  };
}
