/**
 * The one place money, rates and dates become text: Intl in pt-BR, dates in America/Sao_Paulo whatever the
 * browser's zone. Amounts arrive in integer centavos and are divided only here, for display.
 */
const TIME_ZONE = 'America/Sao_Paulo';

const moneyFormatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const compactMoneyFormatter = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const percentFormatter = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integerFormatter = new Intl.NumberFormat('pt-BR');
const dateFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormatter = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Intl writes a minus sign (U+2212) or a hyphen depending on the engine; text and CSV want one form. */
const normalise = (text: string) => text.replace(/\u2212/g, '-').replace(/\u00a0/g, ' ');

/**
 * The sign goes after the currency, as in a bank statement ('R$ -0,05'): screen readers say a hyphen before a
 * digit as "menos" and stay silent on one before "R$", so '-R$ 11,40' was heard as a positive fee.
 */
const signAfterCurrency = (formatted: string) => formatted.replace(/^-R\$ /, 'R$ -');

/** 123456 → 'R$ 1.234,56'; -5 → 'R$ -0,05'; -0 is 'R$ 0,00', never 'R$ -0,00'. */
export function formatMoney(cents: number): string {
  return signAfterCurrency(normalise(moneyFormatter.format((cents === 0 ? 0 : cents) / 100)));
}

/** Short form for chart axes: 'R$ 1,2 mil'. */
export const formatMoneyCompact = (cents: number): string =>
  signAfterCurrency(normalise(compactMoneyFormatter.format(cents / 100)));

/** Basis points as a percentage: 249 → '2,49%'. */
export const formatPercent = (basisPoints: number): string => normalise(percentFormatter.format(basisPoints / 10_000));

export const formatInteger = (value: number): string => integerFormatter.format(value);

/** A civil date ('2026-11-26') or an instant, as dd/mm/aaaa in São Paulo. */
export function formatDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, day] = value.split('-');
    return `${day}/${month}/${year}`;
  }
  return dateFormatter.format(typeof value === 'string' ? new Date(value) : value);
}

/** An instant as dd/mm/aaaa, hh:mm in São Paulo. */
export const formatDateTime = (value: string | Date): string =>
  normalise(dateTimeFormatter.format(typeof value === 'string' ? new Date(value) : value)).replace(',', '');

/** The change from a previous value in basis points, or null when there is nothing to compare with. */
export function changeInBasisPoints(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 10_000) / Math.abs(previous));
}
