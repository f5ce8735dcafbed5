import { daysBetween, type CivilDate } from './calendar';
import type { Cents } from './cents';
import type { PaymentMethod } from './settlement';
import type { RefundBlock, TransactionStatus } from './vocabulary';

export { refundBlocks, type RefundBlock } from './vocabulary';

/** The merchant contract (spec 9): refunds for the full amount only, within 30 calendar days of the capture. */
export const REFUND_WINDOW_DAYS = 30;

export interface RefundCheckInput {
  status: TransactionStatus;
  method: PaymentMethod;
  /** The capture's civil date in São Paulo; null when the money never moved. */
  capturedDate: CivilDate | null;
  today: CivilDate;
  amount: Cents;
  /** The merchant's available balance, less refunds still processing. */
  available: Cents;
  disputeOpen: boolean;
  /** A card sale's card now: a refund goes back to it, so it must still be valid (spec 9). */
  cardStatus?: CardStatus | null;
}

/** What the issuer says of a sale's card today. */
export type CardStatus = 'valid' | 'expired' | 'canceled';

export type RefundCheck =
  { allowed: true; lastDay: CivilDate } | { allowed: false; reason: RefundBlock; lastDay: CivilDate | null };

const lastDayOf = (captured: CivilDate) => {
  const [year, month, day] = captured.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + REFUND_WINDOW_DAYS));
  return date.toISOString().slice(0, 10);
};

/**
 * Whether a transaction can be refunded now, and if not the first reason why: the order is what a person
 * can do something about last (a window that has passed is final; a balance can be topped up).
 */
export function refundCheck(input: RefundCheckInput): RefundCheck {
  const lastDay = input.capturedDate ? lastDayOf(input.capturedDate) : null;
  const refuse = (reason: RefundBlock): RefundCheck => ({ allowed: false, reason, lastDay });
  if (input.status === 'pending_refund') return refuse('pending');
  if (input.status === 'refunded') return refuse('refunded');
  if (input.method === 'boleto') return refuse('method');
  if (input.disputeOpen || input.status === 'chargeback') return refuse('dispute');
  if (input.status !== 'paid' || !input.capturedDate || !lastDay) return refuse('status');
  if (daysBetween(input.capturedDate, input.today) > REFUND_WINDOW_DAYS) return refuse('window');
  if (input.cardStatus && input.cardStatus !== 'valid') return refuse('card');
  if (input.available < input.amount) return refuse('balance');
  return { allowed: true, lastDay };
}

/** Why a refund is not possible, in the words the portal shows. */
export const refundBlockMessages: Record<RefundBlock, string> = {
  pending: 'O estorno desta transação já foi solicitado e está em processamento.',
  refunded: 'Esta transação já foi estornada.',
  status: 'Só transações pagas podem ser estornadas.',
  method: 'Boleto não pode ser estornado pelo portal: devolva o valor ao cliente por transferência ou Pix.',
  dispute: 'Há uma contestação (chargeback ou MED) aberta para esta transação. Aguarde a decisão para estornar.',
  card: 'O cartão da venda está vencido ou cancelado: o estorno no cartão não é possível. Combine com o cliente a devolução por Pix ou transferência.',
  window: `O prazo de estorno terminou: ele é de ${REFUND_WINDOW_DAYS} dias corridos a partir da captura.`,
  balance: 'Saldo disponível insuficiente para o estorno. O valor integral sai do saldo disponível da conta.',
};
