import { addBusinessDays, type CivilDate } from './calendar';
import { divideHalfUp, feeOf, type BasisPoints, type Cents } from './cents';
import type { CardBrand } from './pricing';

/**
 * The merchant contract's (01/09/2024) rules on money that the sandbox and the portal keep: the chargeback
 * notice service, the late charges on a negative balance, the suspect-funds hold, the receivables-negotiation
 * hold and the age limit of debit adjustments. Pure functions over integer centavos.
 */

/** The card brands' chargeback notice service, in US cents: US$ 6,50 to US$ 35,00 (spec 9). */
export const CHARGEBACK_NOTICE_FEE_USD: Record<CardBrand, number> = {
  visa: 650,
  mastercard: 800,
  elo: 900,
  hipercard: 900,
  amex: 3_500,
};

/**
 * The sandbox's dollar: the PTAX selling rate (BRL per USD, in ten-thousandths) of each month's first business
 * day, 2025–2027. A small fixed table (the sandbox reaches no outside service), used for the whole month.
 */
const USD_BRL_BY_MONTH: Record<string, number> = {
  '2025-01': 61_920,
  '2025-02': 58_310,
  '2025-03': 57_470,
  '2025-04': 57_080,
  '2025-05': 56_910,
  '2025-06': 56_440,
  '2025-07': 55_070,
  '2025-08': 55_390,
  '2025-09': 54_130,
  '2025-10': 53_280,
  '2025-11': 53_460,
  '2025-12': 53_350,
  '2026-01': 53_900,
  '2026-02': 54_120,
  '2026-03': 54_460,
  '2026-04': 54_780,
  '2026-05': 55_010,
  '2026-06': 55_240,
  '2026-07': 55_530,
  '2026-08': 55_610,
  '2026-09': 55_380,
  '2026-10': 55_720,
  '2026-11': 55_960,
  '2026-12': 56_180,
  '2027-01': 56_430,
  '2027-02': 56_570,
  '2027-03': 56_820,
  '2027-04': 57_010,
  '2027-05': 57_240,
  '2027-06': 57_390,
  '2027-07': 57_560,
  '2027-08': 57_700,
  '2027-09': 57_880,
  '2027-10': 58_030,
  '2027-11': 58_210,
  '2027-12': 58_400,
};
const months = Object.keys(USD_BRL_BY_MONTH).sort();

/** The month's rate, or the nearest month the table has (before 2025 its first, after 2027 its last). */
function monthly(table: Record<string, number>, keys: readonly string[], date: CivilDate): number {
  const month = date.slice(0, 7);
  const key = table[month] !== undefined ? month : month < (keys[0] ?? '') ? keys[0] : keys.at(-1);
  return table[key ?? ''] ?? 0;
}

/** The dollar the notice fee is converted at on a day, and the day its rate was set (the month's first). */
export function usdBrlRate(date: CivilDate): { rate: number; rateDate: CivilDate } {
  const rate = monthly(USD_BRL_BY_MONTH, months, date);
  const month = USD_BRL_BY_MONTH[date.slice(0, 7)] !== undefined ? date.slice(0, 7) : null;
  return { rate, rateDate: month ? `${month}-01` : date };
}

/** A chargeback's notice fee in centavos: the brand's dollars at the day's rate, half-up. */
export function chargebackNoticeFee(brand: CardBrand, date: CivilDate) {
  const usdCents = CHARGEBACK_NOTICE_FEE_USD[brand];
  const { rate, rateDate } = usdBrlRate(date);
  return { usdCents, rate, rateDate, amount: divideHalfUp(usdCents * rate, 10_000) };
}

/** '5,5960' — a rate as the statement line shows it. */
export const formatRate = (rate: number) => `${Math.floor(rate / 10_000)},${String(rate % 10_000).padStart(4, '0')}`;
/** 'US$ 6,50' */
export const formatUsd = (usdCents: number) =>
  `US$ ${Math.floor(usdCents / 100)},${String(usdCents % 100).padStart(2, '0')}`;

/**
 * IGP-M (FGV) monthly change in basis points (0,01 %), 2025–2027: the sandbox's small table for the monetary
 * correction of a negative balance settled late. Months beyond it take the nearest one.
 */
const IGPM_BY_MONTH: Record<string, number> = {
  '2025-01': 27,
  '2025-02': 106,
  '2025-03': -34,
  '2025-04': 24,
  '2025-05': -49,
  '2025-06': -167,
  '2025-07': -77,
  '2025-08': 36,
  '2025-09': 42,
  '2025-10': -36,
  '2025-11': 27,
  '2025-12': 18,
  '2026-01': 41,
  '2026-02': 35,
  '2026-03': 29,
  '2026-04': 33,
  '2026-05': 38,
  '2026-06': 31,
  '2026-07': 26,
  '2026-08': 22,
  '2026-09': 30,
  '2026-10': 34,
  '2026-11': 28,
  '2026-12': 32,
  '2027-01': 36,
  '2027-02': 33,
  '2027-03': 30,
  '2027-04': 29,
  '2027-05': 31,
  '2027-06': 27,
  '2027-07': 25,
  '2027-08': 24,
  '2027-09': 28,
  '2027-10': 30,
  '2027-11': 29,
  '2027-12': 31,
};
const igpmMonths = Object.keys(IGPM_BY_MONTH).sort();
export const igpmOf = (date: CivilDate): BasisPoints => monthly(IGPM_BY_MONTH, igpmMonths, date);

/** The contract's default charges (spec 9): 2 % once, IGP-M, and 1 % a month pro rata die. */
export const LATE_FINE_RATE: BasisPoints = 200;
export const LATE_INTEREST_MONTHLY: BasisPoints = 100;
/** A negative balance covered by the next day's close is not late. */
export const LATE_GRACE_DAYS = 1;

/**
 * What a negative balance settled late costs, from each day it closed below zero: a 2 % fine once on the largest
 * debt, the IGP-M of each day's month pro rata (correction, never below zero: a deflation month corrects
 * nothing), and 1 % a month pro rata on each day's debt; each half-up once.
 */
export function lateCharges(days: ReadonlyArray<{ date: CivilDate; debt: Cents }>) {
  let largest = 0;
  let correction = 0;
  let interest = 0;
  for (const { date, debt } of days) {
    largest = Math.max(largest, debt);
    correction += debt * Math.max(0, igpmOf(date));
    interest += debt * LATE_INTEREST_MONTHLY;
  }
  return {
    fine: feeOf(largest, LATE_FINE_RATE),
    correction: divideHalfUp(correction, 10_000 * 30),
    interest: divideHalfUp(interest, 10_000 * 30),
  };
}

/** Suspect funds are held up to 6 months (a "Retenção preventiva"). */
export const RETENTION_MAX_MONTHS = 6;
export function retentionLatestRelease(placedOn: CivilDate): CivilDate {
  const [year = 0, month = 1, day = 1] = placedOn.split('-').map(Number);
  const index = year * 12 + (month - 1) + RETENTION_MAX_MONTHS;
  const target = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${target}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** Receivables under negotiation are held at most 180 business days from the contract's start. */
export const NEGOTIATION_HOLD_BUSINESS_DAYS = 180;
export const negotiationHoldUntil = (start: CivilDate): CivilDate =>
  addBusinessDays(start, NEGOTIATION_HOLD_BUSINESS_DAYS);

/** A debit adjustment reaches back 12 months from its event, 24 for services not rendered. */
export const ADJUSTMENT_DEBIT_MONTHS = 12;
export const ADJUSTMENT_DEBIT_MONTHS_NOT_RENDERED = 24;

/** The oldest reference date a debit adjustment made today may name. */
export function oldestDebitReference(today: CivilDate, notRendered: boolean): CivilDate {
  const monthsBack = notRendered ? ADJUSTMENT_DEBIT_MONTHS_NOT_RENDERED : ADJUSTMENT_DEBIT_MONTHS;
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const index = year * 12 + (month - 1) - monthsBack;
  const lastDay = new Date(Date.UTC(Math.floor(index / 12), (index % 12) + 1, 0)).getUTCDate();
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export const adjustmentReferenceMessages = {
  missing: 'Informe a data do evento a que o ajuste se refere.',
  future: 'A data de referência não pode estar no futuro.',
  tooOld: (months: number) =>
    `Débitos só podem ser lançados até ${months} meses depois do evento (contrato do estabelecimento, cláusula 5).`,
} as const;

/** Why a debit adjustment's reference date is refused, or null. Credits may name any date (or none). */
export function adjustmentReferenceProblem(input: {
  direction: 'credit' | 'debit';
  referenceDate: CivilDate | null | undefined;
  notRendered: boolean;
  today: CivilDate;
}): string | null {
  if (input.direction !== 'debit') return null;
  if (!input.referenceDate || !/^\d{4}-\d{2}-\d{2}$/.test(input.referenceDate))
    return adjustmentReferenceMessages.missing;
  if (input.referenceDate > input.today) return adjustmentReferenceMessages.future;
  if (input.referenceDate < oldestDebitReference(input.today, input.notRendered)) {
    return adjustmentReferenceMessages.tooOld(
      input.notRendered ? ADJUSTMENT_DEBIT_MONTHS_NOT_RENDERED : ADJUSTMENT_DEBIT_MONTHS,
    );
  }
  return null;
}

/** A retention's release date must fall after today and within the 6 months. */
export function retentionReleaseProblem(placedOn: CivilDate, releaseDate: CivilDate): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(releaseDate)) return 'Informe a data prevista de liberação.';
  if (releaseDate <= placedOn) return 'A liberação deve ser depois de hoje.';
  if (releaseDate > retentionLatestRelease(placedOn)) {
    return 'Valores suspeitos ficam retidos por no máximo 6 meses (contrato do estabelecimento, cláusula 4).';
  }
  return null;
}
