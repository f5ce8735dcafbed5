import { addDays, dayNumber, civilFromDayNumber, type CivilDate } from './calendar';
import { sumCents, type Cents } from './cents';

/** Payment links and subscriptions: their kinds, statuses and the rules the screens and the sandbox share. */

/** 'single': Personalizado, one known customer, paid once; 'reusable': Anônimo, any buyer, until disabled. */
export const paymentLinkKinds = ['single', 'reusable'] as const;
export type PaymentLinkKind = (typeof paymentLinkKinds)[number];

export const paymentLinkStatuses = ['active', 'paid', 'inactive', 'expired'] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];
export const paymentLinkStatusLabels: Record<PaymentLinkStatus, string> = {
  active: 'Ativo',
  paid: 'Pago',
  inactive: 'Inativo',
  expired: 'Expirado',
};

export const checkoutMethods = ['card', 'pix', 'boleto'] as const;
export type CheckoutMethod = (typeof checkoutMethods)[number];
export const checkoutMethodLabels: Record<CheckoutMethod, string> = { card: 'Cartão', pix: 'Pix', boleto: 'Boleto' };

export interface LinkItem {
  name: string;
  quantity: number;
  unitPrice: Cents;
}

/** The order's total: each line's quantity times its unit price, plus shipping. */
export const linkTotalOf = (items: readonly LinkItem[], shipping: Cents = 0): Cents =>
  sumCents([...items.map((item) => item.quantity * item.unitPrice), shipping]);

export interface LinkStatusInput {
  kind: PaymentLinkKind;
  deactivatedAt: string | null;
  /** São Paulo civil date it stops accepting payments (inclusive), or null. */
  expiresOn: CivilDate | null;
  usageLimit: number | null;
  paymentsCount: number;
}

/** What a link is today: deactivated wins, then fully used (Pago), then past its date (Expirado). */
export function paymentLinkStatusOf(link: LinkStatusInput, today: CivilDate): PaymentLinkStatus {
  if (link.deactivatedAt) return 'inactive';
  const limit = link.kind === 'single' ? 1 : link.usageLimit;
  if (limit !== null && link.paymentsCount >= limit) return 'paid';
  if (link.expiresOn !== null && link.expiresOn < today) return 'expired';
  return 'active';
}

/** The last day a link accepts payments, from a date or a duration in days counted from its creation. */
export const linkExpiryOf = (createdOn: CivilDate, expiry: { on?: CivilDate | null; days?: number | null }) =>
  expiry.on ?? (expiry.days ? addDays(createdOn, expiry.days) : null);

export const recurrenceCycles = ['weekly', 'biweekly', 'monthly', 'quarterly', 'semiannual', 'annual'] as const;
export type RecurrenceCycle = (typeof recurrenceCycles)[number];
export const recurrenceCycleLabels: Record<RecurrenceCycle, string> = {
  weekly: 'Semanal',
  biweekly: 'Quinzenal',
  monthly: 'Mensal',
  quarterly: 'Trimestral',
  semiannual: 'Semestral',
  annual: 'Anual',
};
const CYCLE_MONTHS: Partial<Record<RecurrenceCycle, number>> = { monthly: 1, quarterly: 3, semiannual: 6, annual: 12 };

/**
 * The n-th due date (0 is the first) of a cycle: weeks add days; months keep the first due date's day, on the
 * month's last day when it is shorter (31/01 monthly → 28/02, 31/03), never drifting after a short month.
 */
export function recurrenceDueDate(first: CivilDate, cycle: RecurrenceCycle, n: number): CivilDate {
  if (cycle === 'weekly' || cycle === 'biweekly')
    return civilFromDayNumber(dayNumber(first) + n * (cycle === 'weekly' ? 7 : 14));
  const [year = 0, month = 1, day = 1] = first.split('-').map(Number);
  const index = year * 12 + month - 1 + n * (CYCLE_MONTHS[cycle] ?? 1);
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

export const recurrenceStatuses = ['active', 'paused', 'canceled', 'incomplete', 'overdue'] as const;
export type RecurrenceStatus = (typeof recurrenceStatuses)[number];
export const recurrenceStatusLabels: Record<RecurrenceStatus, string> = {
  active: 'Ativa',
  paused: 'Pausada',
  canceled: 'Cancelada',
  incomplete: 'Incompleta',
  overdue: 'Em atraso',
};
