import { dayNumber } from '../../money/calendar';
import { createColumnTable, resumeColumnTable, transactionColumnKinds, type ColumnName } from './columns';
import { createMoneyDirectory } from './directory';
import {
  applyUserActions,
  dayTableOf,
  EVENT,
  firstDayOf,
  generateDays,
  generationContextOf,
  historyOf,
  rowAt,
  settleEvents,
  spareRowsOf,
  type GenerationContext,
  type HistoryOptions,
  type MoneyHistory,
  type RowBooking,
  type UserSale,
} from './history';

/**
 * Days whose rows may still change as the clock moves (an authorization voids after five days, a sale is
 * processing for a minute, an analysis ends the same day): a step regenerates them; the rows before are final.
 */
const CHANGING_DAYS = 7;
/** The columns the booking changes on a row (its status and event), kept as generated to start each step from. */
const GENERATED_COLUMNS = ['status', 'event', 'eventDay', 'eventSecond', 'outcome', 'outcomeDay'] as const;
/** What the booking writes on a row with an event, back to nothing before each step books again. */
const HOLD_COLUMNS = ['held', 'heldDay', 'heldSecond', 'eventState'] as const;

/** A history with what it takes to move it to a later cut by appending, instead of generating it again. */
export interface SteppableHistory {
  history: MoneyHistory;
  /** The options it was made from; a step keeps all but `now`. */
  options: HistoryOptions;
  context: GenerationContext;
  booking: RowBooking;
  /** The generated status and event columns of the final rows (before people's actions and the booking). */
  generated: Record<(typeof GENERATED_COLUMNS)[number], Int32Array | Uint8Array>;
}

/**
 * Generates the history day by day from the seed: each day's draws come from a generator seeded by the day
 * alone, so a past day's rows and ids stay the same as the clock moves. Refunds, chargebacks and MEDs are
 * drawn with the sale and happen on their own day if it has come; a refund only happens when the merchant's
 * available balance covers it at that moment (chargebacks and MEDs may take it below zero).
 */
export function generateHistory(options: HistoryOptions): MoneyHistory {
  return generateSteppableHistory(options).history;
}

export function generateSteppableHistory(options: HistoryOptions): SteppableHistory {
  const directory = createMoneyDirectory();
  const context = generationContextOf(options, directory);
  const firstDay = firstDayOf(options.start, options.now);
  const nowDay = dayNumber(options.now.date);
  const windowDays = nowDay - firstDay + 1;
  const table = createColumnTable(Math.ceil(context.perDay * windowDays * 1.1));
  const dayStart = new Int32Array(windowDays + 1);
  const userSaleRows = new Map<number, UserSale>();
  generateDays(context, table, dayStart, userSaleRows, firstDay, firstDay, options.now);
  table.trim(spareRowsOf(context));
  const days = dayTableOf(firstDay, nowDay);
  const history = historyOf(options, { directory, firstDay, days, dayStart, userSaleRows, table });
  const finalRows = finalRowsOf(history);
  const generated = copyGenerated(history, finalRows);
  applyUserActions(history, options);
  const booking: RowBooking = {
    rows: 0,
    nextRows: finalRows,
    length: days.onOrNextBusiness.length,
    opening: new Float64Array(directory.merchants.length * days.onOrNextBusiness.length),
    timed: { day: [], second: [], merchant: [], amount: [], row: [], count: 0, byDay: [] },
    cardValid: new Map(),
    recent: new Map(),
    eventRows: [],
    eventRowsNow: [],
  };
  settleEvents(history, booking);
  return { history, options, context, booking, generated };
}

/**
 * The same history at a later cut of the clock (the next ten-minute step, or a few), from `previous` instead of
 * from nothing: the days that may still change are generated again and the new moments' sales appended; the rows
 * before keep their pricing and credits; the whole ledger is then booked again (a few tens of milliseconds at a
 * million rows). Equal, figure for figure, to `generateSteppableHistory` at the new cut (a property test holds it
 * so). `previous` is used up: its arrays become the new history's. Null when the step is not one it can take (the
 * clock went back, or more than a day ahead): then generate.
 */
export function stepHistory(previous: SteppableHistory, now: HistoryOptions['now']): SteppableHistory | null {
  const before = previous.history;
  const nowDay = dayNumber(now.date);
  const later = nowDay > before.nowDay || (nowDay === before.nowDay && now.second > before.nowSecond);
  if (!later || nowDay > before.nowDay + 1) return null;
  const options = { ...previous.options, now };
  if (firstDayOf(options.start, now) !== before.firstDay) return null;
  const { booking, generated, context } = previous;
  const firstDay = before.firstDay;
  const fromDay = Math.max(firstDay, before.nowDay - CHANGING_DAYS + 1);
  const fromRows = before.dayStart[fromDay - firstDay] ?? 0;
  if (fromRows !== booking.rows) return null;

  // The final rows as generated; the changing days from nothing.
  const c = before.columns;
  for (const name of GENERATED_COLUMNS) c[name].set(generated[name].subarray(0, fromRows));
  for (const name of HOLD_COLUMNS) c[name].fill(0, 0, fromRows);
  for (const name of Object.keys(transactionColumnKinds) as ColumnName[]) c[name].fill(0, fromRows, before.count);
  for (const row of before.userSaleRows.keys()) if (row >= fromRows) before.userSaleRows.delete(row);
  const table = resumeColumnTable(c, fromRows);
  const dayStart = new Int32Array(nowDay - firstDay + 2);
  dayStart.set(before.dayStart.subarray(0, fromDay - firstDay));
  generateDays(context, table, dayStart, before.userSaleRows, firstDay, fromDay, now);
  const days = nowDay === before.nowDay ? before.days : dayTableOf(firstDay, nowDay);
  const history = historyOf(options, {
    directory: before.directory,
    firstDay,
    days,
    dayStart,
    userSaleRows: before.userSaleRows,
    table,
  });
  const finalRows = finalRowsOf(history);
  const next = { ...previous, history, options, generated: extendGenerated(generated, history, fromRows, finalRows) };
  applyUserActions(history, options);
  booking.nextRows = finalRows;
  booking.eventRowsNow = eventRowsNow(history, options, booking);
  settleEvents(history, booking);
  return next;
}

/** The rows of the days before the changing ones. */
function finalRowsOf(history: MoneyHistory): number {
  const day = Math.max(history.firstDay, history.nowDay - CHANGING_DAYS + 1);
  return history.dayStart[day - history.firstDay] ?? 0;
}

function copyGenerated(history: MoneyHistory, rows: number): SteppableHistory['generated'] {
  const capacity = history.columns.day.length;
  const copy = <T extends Int32Array | Uint8Array>(column: T): T => {
    const kept = new (column.constructor as new (length: number) => T)(capacity);
    kept.set(column.subarray(0, rows));
    return kept;
  };
  return Object.fromEntries(
    GENERATED_COLUMNS.map((name) => [name, copy(history.columns[name])]),
  ) as SteppableHistory['generated'];
}

/** The generated copies grown to the rows that became final (before people's actions touch them). */
function extendGenerated(
  generated: SteppableHistory['generated'],
  history: MoneyHistory,
  from: number,
  to: number,
): SteppableHistory['generated'] {
  if (to <= from) return generated;
  const grown = generated.status.length < to ? copyGenerated(history, 0) : generated;
  for (const name of GENERATED_COLUMNS) {
    if (grown !== generated) grown[name].set(generated[name].subarray(0, from));
    grown[name].set(history.columns[name].subarray(from, to), from);
  }
  return grown;
}

/** The final rows whose events are booked: those that drew one, and those people refunded or disputed. */
function eventRowsNow(history: MoneyHistory, options: HistoryOptions, booking: RowBooking): number[] {
  const rows = new Set(booking.eventRows);
  const named = [...(options.userRefunds ?? []), ...(options.userDisputes ?? [])];
  for (const { day, ordinal } of named) {
    const row = rowAt(history, day, ordinal);
    if (row !== undefined && row < booking.rows && history.columns.event[row] !== EVENT.none) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}
