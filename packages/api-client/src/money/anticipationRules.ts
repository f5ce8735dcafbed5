import { addBusinessDays, daysBetween, isBusinessDay, onOrNextBusinessDay, type CivilDate } from './calendar';
import { type BasisPoints, type Cents } from './cents';
import { anticipationFeeOf } from './simulation';
import type { SaoPauloMoment } from './transferRules';

/**
 * Anticipation (antecipação de recebíveis): credit-card installments not pledged are paid before their date for
 * a simple pro-rata fee on the installment after MDR (rate a.m. ÷ 30 × days). The fee is the anticipation's
 * whole cost: the MDR was charged at the sale and is not part of it.
 */
export interface AnticipationRules {
  /** Before this second of a business day (São Paulo) the money is credited the same day. */
  cutoffSecond: number;
  /** The share of what can be anticipated that the plan lets the merchant bring forward, in %. */
  maxPercent: number;
  /** How long a simulation's figures hold, in seconds. */
  quoteSeconds: number;
}

export const defaultAnticipationRules: AnticipationRules = {
  cutoffSecond: 16 * 3600,
  maxPercent: 70,
  quoteSeconds: 15 * 60,
};

/** When anticipated money lands: today before the cut-off on a business day, else the next business day. */
export function anticipationCreditDate(
  now: SaoPauloMoment,
  cutoffSecond = defaultAnticipationRules.cutoffSecond,
): CivilDate {
  if (isBusinessDay(now.date) && now.second < cutoffSecond) return now.date;
  return isBusinessDay(now.date) ? addBusinessDays(now.date, 1) : onOrNextBusinessDay(now.date);
}

export interface AnticipatedInstallment {
  /** The installment after MDR and fixed fee: what it would pay on its date. */
  net: Cents;
  originalDate: CivilDate;
}

export interface QuotedInstallment<T extends AnticipatedInstallment> {
  item: T;
  days: number;
  fee: Cents;
  credited: Cents;
}

export interface AnticipationQuote<T extends AnticipatedInstallment> {
  creditDate: CivilDate;
  items: QuotedInstallment<T>[];
  net: Cents;
  fee: Cents;
  credited: Cents;
  /** The fee over the net, per 30 days on average (weighted by value and days), in basis points a.m. */
  monthlyRate: BasisPoints;
}

/** Each installment's fee (half-up per installment) and the totals, which are the sums of the lines. */
export function quoteAnticipation<T extends AnticipatedInstallment>(
  items: readonly T[],
  monthlyRate: BasisPoints,
  creditDate: CivilDate,
): AnticipationQuote<T> {
  const quoted = items.map((item) => {
    const days = Math.max(0, daysBetween(creditDate, item.originalDate));
    // Never more than the installment itself, whatever the rate and the distance.
    const fee = Math.min(item.net, anticipationFeeOf(item.net, monthlyRate, days));
    return { item, days, fee, credited: item.net - fee };
  });
  const net = quoted.reduce((sum, line) => sum + line.item.net, 0);
  const fee = quoted.reduce((sum, line) => sum + line.fee, 0);
  return { creditDate, items: quoted, net, fee, credited: net - fee, monthlyRate };
}

/** The most the plan lets a merchant anticipate now: its share of what can be anticipated, rounded down. */
export const anticipationLimit = (anticipatableNet: Cents, maxPercent = defaultAnticipationRules.maxPercent): Cents =>
  Math.floor((anticipatableNet * maxPercent) / 100);

/**
 * "Antecipar até uma data": the anticipatable installments due on or before `until`, nearest first, as long as
 * they fit within the limit (an installment that does not fit is left whole, never split).
 */
export function pickUntil<T extends AnticipatedInstallment>(items: readonly T[], until: CivilDate, limit: Cents): T[] {
  const picked: T[] = [];
  let total = 0;
  const due = items
    .filter((item) => item.originalDate <= until)
    .sort((a, b) => a.originalDate.localeCompare(b.originalDate));
  for (const item of due) {
    if (total + item.net > limit) break;
    picked.push(item);
    total += item.net;
  }
  return picked;
}

export const anticipationMessages = {
  nothingSelected: 'Escolha ao menos um recebível para antecipar.',
  notAnticipatable: 'Há recebíveis que não podem ser antecipados (já pagos, antecipados ou comprometidos em garantia).',
  overLimit: (limit: string) => `Acima do limite do seu plano: você pode antecipar até ${limit} agora.`,
  expired: 'A simulação expirou. Simule de novo para ver os valores de agora.',
  changed: 'Os valores mudaram desde a simulação. Confira a nova simulação antes de confirmar.',
} as const;
