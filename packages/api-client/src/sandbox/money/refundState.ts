import { civilFromDayNumber } from '../../money/calendar';
import { refundCheck } from '../../money/refunds';
import { transactionStatuses } from '../../money/vocabulary';
import type { SandboxDb } from '../db';
import { transactionDetailOf } from './detail';
import type { MoneyHistory } from './history';
import { rowOfTransactionId } from './records';
import { balancesOf } from './moneyBalances';

const PENDING_REFUND = transactionStatuses.indexOf('pending_refund');

/** A merchant's available balance less the refunds it asked for that are still processing. */
export function availableForRefund(h: MoneyHistory, db: SandboxDb, companyId: number): number {
  const { available } = balancesOf(h, { kind: 'merchant', companyId }, companyId, [], civilFromDayNumber(h.nowDay));
  const processing = db
    .read()
    .refunds.filter((refund) => refund.companyId === companyId)
    .filter((refund) => {
      const row = rowOfTransactionId(h, refund.transactionId);
      return row !== undefined && h.columns.status[row] === PENDING_REFUND;
    })
    .reduce((sum, refund) => sum + refund.amount, 0);
  return available - processing;
}

/** The detail with what the portal needs to offer a refund: whether it can, why not, and who asked for one. */
export function transactionDetailWithRefund(h: MoneyHistory, db: SandboxDb, row: number) {
  const detail = transactionDetailOf(h, row);
  const requested = db.read().refunds.find((refund) => refund.transactionId === detail.id);
  const available = availableForRefund(h, db, detail.companyId);
  const check = refundCheck({
    status: detail.status,
    method: detail.method,
    capturedDate: detail.capturedAt?.slice(0, 10) ?? null,
    today: civilFromDayNumber(h.nowDay),
    amount: detail.amount,
    available,
    disputeOpen: detail.dispute?.status === 'open',
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
    },
    refundRequest: requested
      ? {
          requestedAt: requested.requestedAt,
          requestedBy: requested.requestedBy.name,
          status: detail.status === 'pending_refund' ? ('processing' as const) : ('done' as const),
        }
      : null,
  };
}
