/**
 * The period picker's arithmetic on civil dates ('YYYY-MM-DD'): presets relative to today in São Paulo, and the
 * platform terms' limit of 12 months back. No instant is involved, so no runtime zone can move a day.
 */
export const periodPresets = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface Period {
  preset: PeriodPreset;
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export const shiftDays = (date: string, days: number) => fromDay(toDay(date) + days);

/** Today in São Paulo, whatever the browser's zone. */
export const todayInSaoPaulo = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The same day n months earlier, on the month's last day when it has no such day (31/03 − 1 month = 28/02). */
export function shiftMonths(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${String(targetMonth).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { preset, from: today, to: today };
    case 'yesterday':
      return { preset, from: shiftDays(today, -1), to: shiftDays(today, -1) };
    case 'last7':
      return { preset, from: shiftDays(today, -6), to: today };
    case 'last30':
      return { preset, from: shiftDays(today, -29), to: today };
    case 'thisMonth':
      return { preset, from: monthStart, to: today };
    case 'lastMonth':
      return { preset, from: shiftMonths(monthStart, -1), to: shiftDays(monthStart, -1) };
  }
}

/** The earliest date a period may start: 12 months back by default (the platform terms' statement access). */
export const earliestStart = (today: string, monthsBack = 12) => shiftMonths(today, -monthsBack);

export type PeriodProblem = 'invalid' | 'tooOld' | 'inFuture' | null;

export function periodProblem(from: string, to: string, today: string, monthsBack = 12): PeriodProblem {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return 'invalid';
  if (from < earliestStart(today, monthsBack)) return 'tooOld';
  if (to > today) return 'inFuture';
  return null;
}

/** The period a preset or a pair of dates stands for, today; a preset read from a URL is recomputed, not trusted. */
export function resolvePeriod(
  preset: string | null,
  from: string | null,
  to: string | null,
  today: string,
  fallback: Exclude<PeriodPreset, 'custom'> = 'last7',
): Period {
  if (preset && preset !== 'custom' && (periodPresets as readonly string[]).includes(preset)) {
    return presetPeriod(preset as Exclude<PeriodPreset, 'custom'>, today);
  }
  if (from && to && periodProblem(from, to, today) === null) return { preset: 'custom', from, to };
  return presetPeriod(fallback, today);
}
