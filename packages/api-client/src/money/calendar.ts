/**
 * Brazil's bank calendar on civil dates ('YYYY-MM-DD'): no runtime time zone or DST can move a day, because
 * nothing here is an instant. An instant becomes a civil date once, at the edge, in America/Sao_Paulo.
 *
 * Holidays: the national ones (Consciência Negra from 2024, Lei 14.759/2023) and the Easter-based bank
 * holidays — Carnaval Monday and Tuesday, Sexta-feira Santa, Corpus Christi — as FEBRABAN lists them.
 * 31 December has no public service at branches but settles (ANBIMA), so it is a business day here.
 */
export type CivilDate = string;

export const SAO_PAULO = 'America/Sao_Paulo';
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a civil date: arithmetic on whole days, no clock involved. */
export function dayNumber(date: CivilDate): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) / DAY_MS;
}

/** Day numbers become dates millions of times over a large history: each is formatted once. */
const civilCache = new Map<number, CivilDate>();

export function civilFromDayNumber(days: number): CivilDate {
  let civil = civilCache.get(days);
  if (civil === undefined) {
    civil = new Date(days * DAY_MS).toISOString().slice(0, 10);
    if (civilCache.size < 100_000) civilCache.set(days, civil);
  }
  return civil;
}

export const addDays = (date: CivilDate, days: number): CivilDate => civilFromDayNumber(dayNumber(date) + days);

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (date: CivilDate): number => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** Easter Sunday (Gregorian, the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface Holiday {
  date: CivilDate;
  name: string;
}

const FIXED: Array<[monthDay: string, name: string, since?: number]> = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  ['12-25', 'Natal'],
];

const holidayCache = new Map<number, Map<CivilDate, string>>();

/** The bank holidays of a year, by date; a day that is two holidays at once keeps both names. */
function holidayMap(year: number): Map<CivilDate, string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const map = new Map<CivilDate, string>();
  const add = (date: CivilDate, name: string) => map.set(date, map.has(date) ? `${map.get(date)} e ${name}` : name);
  for (const [monthDay, name, since] of FIXED) if (!since || year >= since) add(`${year}-${monthDay}`, name);
  const easter = easterSunday(year);
  add(addDays(easter, -48), 'Carnaval (segunda-feira)');
  add(addDays(easter, -47), 'Carnaval (terça-feira)');
  add(addDays(easter, -2), 'Sexta-feira Santa');
  add(addDays(easter, 60), 'Corpus Christi');
  holidayCache.set(year, map);
  return map;
}

export function holidaysOf(year: number): Holiday[] {
  return [...holidayMap(year)].map(([date, name]) => ({ date, name })).sort((a, b) => a.date.localeCompare(b.date));
}

export const holidayName = (date: CivilDate): string | undefined => holidayMap(Number(date.slice(0, 4))).get(date);

export function isBusinessDay(date: CivilDate): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && holidayName(date) === undefined;
}

/** The date itself if it is a business day, else the next one. */
export function onOrNextBusinessDay(date: CivilDate): CivilDate {
  let current = date;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/** n business days after a date (n ≥ 0; 0 moves a non-business day to the next one). */
export function addBusinessDays(date: CivilDate, count: number): CivilDate {
  let current = onOrNextBusinessDay(date);
  for (let left = count; left > 0; left -= 1) current = onOrNextBusinessDay(addDays(current, 1));
  return current;
}

/**
 * The n-th business day after a date, counted from the date itself whatever it is: a débito sold on Saturday
 * (D+1 útil) settles on Monday, one sold on Friday on Monday too, not on Tuesday.
 */
export function businessDaysAfter(date: CivilDate, count: number): CivilDate {
  let current = date;
  for (let left = count; left > 0; left -= 1) current = onOrNextBusinessDay(addDays(current, 1));
  return current;
}

const civilFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The civil date of an instant in São Paulo (where every cut-off of the product is evaluated). */
export const civilDateInSaoPaulo = (instant: Date | number): CivilDate => civilFormatter.format(instant);

/** Whole calendar days from a to b (b − a). */
export const daysBetween = (from: CivilDate, to: CivilDate): number => dayNumber(to) - dayNumber(from);
