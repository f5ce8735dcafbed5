import { divideHalfUp, ratioInBasisPoints, type BasisPoints, type Cents } from './cents';
import type { TransactionStatus } from './vocabulary';

/** One bucket of a summary by status (the transaction summary grouped by status). */
export interface StatusBucket {
  key: string;
  count: number;
  amount: Cents;
  gross: Cents;
  net: Cents;
}

/** Statuses in which the money moved (the capture happened), whatever became of it later. */
export const capturedStatuses: readonly TransactionStatus[] = ['paid', 'refunded', 'pending_refund', 'chargeback'];
const approvedStatuses = new Set<string>([...capturedStatuses, 'authorized']);

/**
 * The dashboard's figures, one formula each, used wherever the figure appears:
 * - volume transacionado: Σ valor capturado (includes what was later refunded or charged back), the list's
 *   "Valor bruto" total;
 * - número de transações: every transaction in the filter, the list's count;
 * - ticket médio: volume ÷ captured transactions, half-up;
 * - taxa de aprovação: approved ÷ (approved + refused), in basis points;
 * - valor líquido: Σ net, the list's "Valor líquido" total;
 * - estornos (das vendas do período): Σ amount of refunded and pending-refund transactions;
 * - líquido após estornos: valor líquido − estornos, what the period's sales leave the merchant (a refund returns
 *   the full amount, the fees are not given back), Stripe's "volume líquido".
 */
export interface TransactionMetrics {
  volume: Cents;
  count: number;
  capturedCount: number;
  averageTicket: Cents | null;
  approvalRate: BasisPoints | null;
  refusedCount: number;
  net: Cents;
  refunds: Cents;
  refundCount: number;
  netAfterRefunds: Cents;
}

export function transactionMetricsOf(byStatus: readonly StatusBucket[]): TransactionMetrics {
  let volume = 0;
  let count = 0;
  let captured = 0;
  let approved = 0;
  let refused = 0;
  let net = 0;
  let refunds = 0;
  let refundCount = 0;
  for (const bucket of byStatus) {
    volume += bucket.gross;
    net += bucket.net;
    count += bucket.count;
    if ((capturedStatuses as readonly string[]).includes(bucket.key)) captured += bucket.count;
    if (approvedStatuses.has(bucket.key)) approved += bucket.count;
    if (bucket.key === 'refused') refused += bucket.count;
    if (bucket.key === 'refunded' || bucket.key === 'pending_refund') {
      refunds += bucket.amount;
      refundCount += bucket.count;
    }
  }
  return {
    volume,
    count,
    capturedCount: captured,
    averageTicket: captured ? divideHalfUp(volume, captured) : null,
    approvalRate: approved + refused ? ratioInBasisPoints(approved, approved + refused) : null,
    refusedCount: refused,
    net,
    refunds,
    refundCount,
    netAfterRefunds: net - refunds,
  };
}

/** The card schemes' monitoring programmes (Visa VAMP, Mastercard ECP) start at 1,5 %; we warn from 0,9 %. */
export const CHARGEBACK_THRESHOLD_BPS = 150;
export const CHARGEBACK_WARNING_BPS = 90;
export type ChargebackLevel = 'ok' | 'warning' | 'over';

export function chargebackLevelOf(ratio: BasisPoints): ChargebackLevel {
  return ratio >= CHARGEBACK_THRESHOLD_BPS ? 'over' : ratio >= CHARGEBACK_WARNING_BPS ? 'warning' : 'ok';
}

/** Chargebacks over captured card sales of the period, in basis points. */
export const chargebackRatioOf = (chargebacks: number, capturedCardSales: number): BasisPoints =>
  ratioInBasisPoints(chargebacks, capturedCardSales);
