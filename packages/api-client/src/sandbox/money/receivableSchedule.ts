import type { Receivable, ReceivableSchedule } from '../../endpoints/receivableEndpoints';
import { civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import { cardBrands } from '../../money/pricing';
import { negotiationHoldUntil } from '../../money/contractRules';
import { paymentMethods, receivableStatuses, transactionStatuses, type ReceivableStatus } from '../../money/vocabulary';
import { EVENT, NO_VALUE, installmentKey, originalSettlementDaysOf, refundHeld, type MoneyHistory } from './history';
import { hash32 } from './prng';
import { transactionIdOf } from './records';
import { lineKinds, type StatementColumns } from './statementColumns';

const SALE = lineKinds.indexOf('sale');
const ANTICIPATION_FEE = lineKinds.indexOf('anticipation_fee');
const CREDIT = paymentMethods.indexOf('credit');
const PAID = transactionStatuses.indexOf('paid');

/**
 * A guarantee contract (cessão fiduciária): some merchants pledged part of their credit-card receivables due
 * 2 to 6 months ahead to a lender; those are neither anticipatable nor transferable until the contract ends.
 */
export function contractOf(h: MoneyHistory, merchant: number) {
  // Asked once per installment on the schedule's hot path: built once per merchant and history.
  const known = contracts.get(h) ?? new Map<number, Contract | null>();
  contracts.set(h, known);
  if (!known.has(merchant)) known.set(merchant, newContract(h, merchant));
  return known.get(merchant) ?? null;
}

type Contract = NonNullable<ReturnType<typeof newContract>>;
const contracts = new WeakMap<MoneyHistory, Map<number, Contract | null>>();

function newContract(h: MoneyHistory, merchant: number) {
  if (merchant % 4 !== 0) return null;
  const companyId = h.directory.merchants[merchant]?.companyId ?? 0;
  return {
    id: `CG-${companyId}-${String(hash32(companyId, 17) % 100_000).padStart(5, '0')}`,
    holder: 'Banco Parceiro S.A.',
    fromDay: h.nowDay + 61,
    // Receivables under negotiation are held at most 180 business days (the merchant contract, clause 6).
    untilDay: dayNumber(negotiationHoldUntil(civilFromDayNumber(h.nowDay))),
    percent: 35,
  };
}

/** Whether an installment (its row, number and original day) is pledged to its merchant's contract. */
function pledged(h: MoneyHistory, row: number, number: number, originalDay: number) {
  const contract = contractOf(h, h.columns.merchant[row] ?? 0);
  if (!contract || h.columns.method[row] !== CREDIT) return false;
  if (originalDay < contract.fromDay || originalDay > contract.untilDay) return false;
  return hash32(row, number, 13) % 100 < contract.percent;
}

/** One installment on the schedule: a sale line of the statement columns, seen with its status. */
export interface ScheduleLine {
  line: number;
  row: number;
  number: number;
  day: number;
  originalDay: number;
  status: ReceivableStatus;
  anticipationFee: number;
  anticipation: number | null;
  anticipatable: boolean;
}

/** The status of a sale line: what became of the installment by today (São Paulo), and whether it can be anticipated. */
export function scheduleLineOf(
  h: MoneyHistory,
  columns: StatementColumns,
  line: number,
  creditDay: number,
): ScheduleLine {
  const c = h.columns;
  const row = columns.source[line] ?? 0;
  const number = columns.part[line] ?? 1;
  const day = columns.day[line] ?? 0;
  const early = h.anticipated.get(installmentKey(row, number));
  const originalDay = early ? (originalSettlementDaysOf(h, row)[number - 1] ?? day) : day;
  let status: ReceivableStatus;
  if (early) status = 'anticipated';
  else if (day <= h.nowDay) status = 'paid';
  else if (pledged(h, row, number, day)) status = 'pledged';
  else status = 'waiting';
  const anticipatable =
    status === 'waiting' && c.method[row] === CREDIT && c.status[row] === PAID && originalDay > creditDay;
  return {
    line,
    row,
    number,
    day,
    originalDay,
    status,
    anticipationFee: early?.fee ?? 0,
    anticipation: early ? early.index : null,
    anticipatable,
  };
}

export interface ScheduleRequest {
  from: CivilDate;
  to: CivilDate;
  statuses: readonly string[];
  methods: readonly string[];
  brands: readonly string[];
  transactionRow?: number;
  anticipationId?: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** A receivable as the API answers it. */
export function receivableOf(h: MoneyHistory, columns: StatementColumns, s: ScheduleLine): Receivable {
  const c = h.columns;
  const merchant = h.directory.merchants[c.merchant[s.row] ?? 0];
  const transactionId = transactionIdOf(h, s.row);
  const gross = columns.gross[s.line] ?? 0;
  const mdr = columns.fees[s.line] ?? 0;
  const contract = s.status === 'pledged' ? contractOf(h, c.merchant[s.row] ?? 0) : null;
  const count = c.method[s.row] === CREDIT && c.installmentType[s.row] !== 1 ? (c.installments[s.row] ?? 1) : 1;
  return {
    id: `${transactionId}-${s.number}`,
    transactionId,
    companyId: merchant?.companyId ?? 0,
    companyName: merchant?.name ?? '',
    saleDate: civilFromDayNumber(c.day[s.row] ?? 0),
    method: paymentMethods[c.method[s.row] ?? 0] ?? 'credit',
    brand: c.brand[s.row] === NO_VALUE ? null : (cardBrands[c.brand[s.row] ?? 0] ?? null),
    installment: s.number,
    of: count,
    expectedDate: civilFromDayNumber(s.day),
    originalDate: civilFromDayNumber(s.originalDay),
    gross,
    mdr,
    anticipationFee: s.anticipationFee,
    net: gross - mdr - s.anticipationFee,
    status: s.status,
    anticipationId: s.anticipation === null ? null : (h.anticipations[s.anticipation]?.id ?? null),
    contract: contract
      ? { id: contract.id, holder: contract.holder, until: civilFromDayNumber(contract.untilDay) }
      : null,
    anticipatable: s.anticipatable,
    saleEvent: saleEventOf(h, s.row),
  };
}

type Figures = { count: number; gross: number; mdr: number; anticipationFee: number; net: number };
const emptyFigures = (): Figures => ({ count: 0, gross: 0, mdr: 0, anticipationFee: 0, net: 0 });
const add = (figures: Figures, gross: number, mdr: number, fee: number) => {
  figures.count += 1;
  figures.gross += gross;
  figures.mdr += mdr;
  figures.anticipationFee += fee;
  figures.net += gross - mdr - fee;
};

/**
 * The schedule over a period of expected dates: totals, by status and by day of what the filters keep, and one
 * page of installments. The outlook (whatever the filters) is the balances' a receber, from the same lines.
 */
export function scheduleOf(
  h: MoneyHistory,
  columns: StatementColumns,
  request: ScheduleRequest,
  creditDay: number,
): Omit<ReceivableSchedule, 'companyId' | 'companyName'> {
  const first = dayNumber(request.from);
  const last = dayNumber(request.to);
  const statuses = new Set(request.statuses);
  const methods = new Set(request.methods);
  const brands = new Set(request.brands);
  const c = h.columns;
  const horizon = h.nowDay + 30;
  const outlook = { receivable: 0, next30Days: 0, anticipatable: 0, pledged: 0 };
  const kept: ScheduleLine[] = [];
  const totals = emptyFigures();
  const byStatus = new Map<ReceivableStatus, { count: number; net: number }>();
  const byDay = new Map<number, Figures & { pledged: number; anticipated: number }>();
  for (let line = 0; line < columns.count; line += 1) {
    const kind = columns.kind[line];
    const day = columns.day[line] ?? 0;
    const amount = columns.amount[line] ?? 0;
    if (kind === ANTICIPATION_FEE && day > h.nowDay) outlook.receivable += amount;
    if (kind !== SALE) continue;
    const future = day > h.nowDay;
    if (future) {
      outlook.receivable += amount;
      if (day <= horizon) outlook.next30Days += amount;
    }
    const inPeriod = day >= first && day <= last;
    if (!future && !inPeriod) continue;
    const row = columns.source[line] ?? 0;
    if (request.transactionRow !== undefined && row !== request.transactionRow) continue;
    const s = scheduleLineOf(h, columns, line, creditDay);
    if (future && s.anticipatable) outlook.anticipatable += amount;
    if (future && s.status === 'pledged') outlook.pledged += amount;
    if (!inPeriod) continue;
    if (statuses.size && !statuses.has(s.status)) continue;
    if (methods.size && !methods.has(paymentMethods[c.method[row] ?? 0] ?? '')) continue;
    if (brands.size && !brands.has(c.brand[row] === NO_VALUE ? 'none' : (cardBrands[c.brand[row] ?? 0] ?? '')))
      continue;
    if (request.anticipationId !== undefined) {
      if (s.anticipation === null || h.anticipations[s.anticipation]?.id !== request.anticipationId) continue;
    }
    kept.push(s);
    const gross = columns.gross[line] ?? 0;
    const mdr = columns.fees[line] ?? 0;
    add(totals, gross, mdr, s.anticipationFee);
    const status = byStatus.get(s.status) ?? { count: 0, net: 0 };
    status.count += 1;
    status.net += gross - mdr - s.anticipationFee;
    byStatus.set(s.status, status);
    const dayFigures = byDay.get(day) ?? { ...emptyFigures(), pledged: 0, anticipated: 0 };
    add(dayFigures, gross, mdr, s.anticipationFee);
    if (s.status === 'pledged') dayFigures.pledged += gross - mdr;
    if (s.status === 'anticipated') dayFigures.anticipated += gross - mdr - s.anticipationFee;
    byDay.set(day, dayFigures);
  }
  const direction = request.order === 'desc' ? -1 : 1;
  kept.sort((a, b) => direction * (a.day - b.day) || a.row - b.row || a.number - b.number);
  const start = (request.page - 1) * request.pageSize;
  return {
    from: request.from,
    to: request.to,
    asOf: civilFromDayNumber(h.nowDay),
    totals,
    statuses: receivableStatuses
      .filter((status) => byStatus.has(status))
      .map((status) => ({ status, ...(byStatus.get(status) ?? { count: 0, net: 0 }) })),
    days: [...byDay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, figures]) => ({ date: civilFromDayNumber(day), ...figures })),
    outlook,
    items: kept.slice(start, start + request.pageSize).map((s) => receivableOf(h, columns, s)),
    total: kept.length,
    page: request.page,
    pageSize: request.pageSize,
  };
}

/** Every installment that can be anticipated now, nearest first. */
export function anticipatableLines(h: MoneyHistory, columns: StatementColumns, creditDay: number): ScheduleLine[] {
  const lines: ScheduleLine[] = [];
  for (let line = 0; line < columns.count; line += 1) {
    if (columns.kind[line] !== SALE || (columns.day[line] ?? 0) <= creditDay) continue;
    const s = scheduleLineOf(h, columns, line, creditDay);
    if (s.anticipatable) lines.push(s);
  }
  return lines.sort((a, b) => a.originalDay - b.originalDay || a.row - b.row || a.number - b.number);
}

/** The net of an installment (after MDR and fixed fee): what it pays on its date. */
export const lineNet = (columns: StatementColumns, line: number) => columns.amount[line] ?? 0;

/** What became of an installment's sale: refunded (its value reserved) or charged back, and when; else null. */
export function saleEventOf(h: MoneyHistory, row: number): { kind: 'refund' | 'chargeback'; date: CivilDate } | null {
  const c = h.columns;
  if (refundHeld(h, row)) return { kind: 'refund', date: civilFromDayNumber(c.heldDay[row] ?? 0) };
  if (c.event[row] === EVENT.chargeback) return { kind: 'chargeback', date: civilFromDayNumber(c.eventDay[row] ?? 0) };
  return null;
}
