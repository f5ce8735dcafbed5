import { civilFromDayNumber } from '../../money/calendar';
import { refundCheck } from '../../money/refunds';
import type { SandboxDb } from '../db';
import { transactionDetailOf } from './detail';
import { EVENT, EVENT_STATE, refundDone, type MoneyHistory } from './history';
import { balancesOf } from './moneyBalances';
import { receiptLinkOf } from './receiptLinks';

/**
 * What a merchant can spend now: the available balance (reserved refunds already left it) less the refunds that
 * wait for the balance, which come first. Transfers, their approval and new refunds spend only this.
 */
export function spendableOf(h: MoneyHistory, companyId: number): number {
  const { available } = balancesOf(h, { kind: 'merchant', companyId }, companyId, [], civilFromDayNumber(h.nowDay));
  const merchant = h.directory.merchantIndex.get(companyId);
  let waiting = 0;
  for (let row = 0; row < h.count; row += 1) {
    if (h.columns.merchant[row] !== merchant || h.columns.event[row] !== EVENT.refund) continue;
    if (h.columns.eventState[row] === EVENT_STATE.waiting) waiting += h.columns.amount[row] ?? 0;
  }
  return available - waiting;
}

/** The detail with what the portal needs to offer a refund: whether it can, why not, and who asked for one. */
export function transactionDetailWithRefund(h: MoneyHistory, db: SandboxDb, row: number) {
  const detail = transactionDetailOf(h, row);
  const requested = db.read().refunds.find((refund) => refund.transactionId === detail.id);
  const available = spendableOf(h, detail.companyId);
  const check = refundCheck({
    status: detail.status,
    method: detail.method,
    capturedDate: detail.capturedAt?.slice(0, 10) ?? null,
    today: civilFromDayNumber(h.nowDay),
    amount: detail.amount,
    available,
    disputeOpen: detail.dispute?.status === 'open',
    cardStatus: detail.card?.status ?? null,
  });
  const timeline = requested
    ? [
        ...detail.timeline,
        {
          at: requested.requestedAt,
          kind: 'refund_requested',
          title: `Estorno solicitado por ${requested.requestedBy.name}`,
          actor: 'user' as const,
        },
      ].sort((a, b) => a.at.localeCompare(b.at))
    : detail.timeline;
  return {
    ...detail,
    timeline,
    refund: {
      allowed: check.allowed,
      reason: check.allowed ? null : check.reason,
      lastDay: check.lastDay,
      available,
      waitingShortfall: waitingShortfallOf(h, row),
    },
    refundRequest: requested
      ? {
          requestedAt: requested.requestedAt,
          requestedBy: requested.requestedBy.name,
          status: refundRequestStatusOf(h, row),
        }
      : null,
    receiptLink: receiptLinkOf(db, detail.id),
  };
}

/**
 * How much the balance lacks for a refund that waits for it: the refunds of the merchant asked before it come
 * first (first in, first out), so it is what they and it need beyond today's available balance. Null when the
 * row's refund is not waiting.
 */
function waitingShortfallOf(h: MoneyHistory, row: number): number | null {
  const c = h.columns;
  if (c.event[row] !== EVENT.refund || c.eventState[row] !== EVENT_STATE.waiting) return null;
  const merchant = c.merchant[row];
  const companyId = h.directory.merchants[merchant ?? 0]?.companyId ?? 0;
  const { available } = balancesOf(h, { kind: 'merchant', companyId }, companyId, [], civilFromDayNumber(h.nowDay));
  const when = (other: number) => (c.eventDay[other] ?? 0) * 86_400 + (c.eventSecond[other] ?? 0);
  let ahead = 0;
  for (let other = 0; other < h.count; other += 1) {
    if (c.merchant[other] !== merchant || c.event[other] !== EVENT.refund) continue;
    if (c.eventState[other] === EVENT_STATE.waiting && (when(other) < when(row) || other === row))
      ahead += c.amount[other] ?? 0;
  }
  return Math.max(0, ahead - Math.max(0, available));
}

function refundRequestStatusOf(h: MoneyHistory, row: number) {
  const state = h.columns.eventState[row];
  if (h.columns.event[row] !== EVENT.refund) return 'processing' as const;
  if (state === EVENT_STATE.waiting) return 'waiting' as const;
  if (state === EVENT_STATE.failed) return 'failed' as const;
  return refundDone(h, row) ? ('done' as const) : ('processing' as const);
}
