import { civilFromDayNumber, dayNumber, isBusinessDay, type CivilDate } from '../../money/calendar';

/**
 * The calendar as arrays over a range of day numbers, so a million rows get their settlement dates by lookup
 * instead of string arithmetic; a test holds it equal to `settlementDates`.
 */
export interface DayTable {
  firstDay: number;
  /** For each day: the same day if it is a business day, else the next business day. */
  onOrNextBusiness: Int32Array;
}

export function createDayTable(first: CivilDate, days: number): DayTable {
  const firstDay = dayNumber(first);
  const onOrNextBusiness = new Int32Array(days);
  let next = -1;
  // Walks backwards past the end so the last days also know their next business day.
  for (let day = firstDay + days + 15; day >= firstDay; day -= 1) {
    if (isBusinessDay(civilFromDayNumber(day))) next = day;
    if (day < firstDay + days) onOrNextBusiness[day - firstDay] = next;
  }
  return { firstDay, onOrNextBusiness };
}

export function onOrNextBusinessDayIn(table: DayTable, day: number): number {
  const value = table.onOrNextBusiness[day - table.firstDay];
  if (value === undefined) throw new RangeError(`day ${civilFromDayNumber(day)} is outside the day table`);
  return value;
}

export const addBusinessDaysIn = (table: DayTable, day: number, count: number): number => {
  let current = onOrNextBusinessDayIn(table, day);
  for (let left = count; left > 0; left -= 1) current = onOrNextBusinessDayIn(table, current + 1);
  return current;
};

/** The n-th business day after a day, counted from the day itself (see businessDaysAfter). */
export const businessDaysAfterIn = (table: DayTable, day: number, count: number): number => {
  let current = day;
  for (let left = count; left > 0; left -= 1) current = onOrNextBusinessDayIn(table, current + 1);
  return current;
};
