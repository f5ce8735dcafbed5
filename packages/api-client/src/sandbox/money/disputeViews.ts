import type { Dispute } from '../../endpoints/disputeEndpoints';
import { civilFromDayNumber } from '../../money/calendar';
import { chargebackFine, disputeAnswerDays, disputeReasons, type DisputeState } from '../../money/disputeRules';
import { cardBrands } from '../../money/pricing';
import { paymentMethods } from '../../money/vocabulary';
import type { StoredDisputeAnswer } from '../db';
import type { MoneyScope } from './directory';
import { EVENT, NO_VALUE, OUTCOME, disputeFineOf, type MoneyHistory } from './history';
import { hash32 } from './prng';
import { timestampOf, transactionIdOf } from './records';
import { canSee } from './scope';

export const HOUR_MS = 3_600_000;

/** Whether a row is a dispute (chargeback or MED) the scope may see. */
export function isDisputeInScope(h: MoneyHistory, scope: MoneyScope, row: number): boolean {
  const event = h.columns.event[row];
  return (event === EVENT.chargeback || event === EVENT.med) && isRowInScope(h, scope, row);
}

/** Whether the scope sees a row's sale: its merchant, and its store for a store's operator. */
export function isRowInScope(h: MoneyHistory, scope: MoneyScope, row: number): boolean {
  const c = h.columns;
  const merchant = h.directory.merchants[c.merchant[row] ?? 0];
  if (!merchant || !canSee(h, scope, merchant.companyId)) return false;
  return scope.kind !== 'store' || merchant.stores[c.store[row] ?? 0]?.storeId === scope.storeId;
}

/** The instant a dispute opened and the last one to answer it, in milliseconds. */
export function disputeMomentsOf(h: MoneyHistory, row: number) {
  const c = h.columns;
  const kind = c.event[row] === EVENT.chargeback ? ('chargeback' as const) : ('med' as const);
  const openedAt = timestampOf(c.eventDay[row] ?? 0, c.eventSecond[row] ?? 0);
  const deadlineMs = Date.parse(openedAt) + disputeAnswerDays[kind] * 24 * HOUR_MS;
  // The same instant written as the API writes every moment: São Paulo's offset, to the second.
  const deadline = new Date(deadlineMs - 3 * HOUR_MS).toISOString().replace('.000Z', '-03:00');
  return { kind, openedAt, deadlineMs, deadline };
}

/** The state a dispute is in now: decided, contested, past its deadline unanswered, or waiting for an answer. */
export function disputeStateOf(h: MoneyHistory, row: number, answered: boolean, nowMs: number): DisputeState {
  const outcome = h.columns.outcome[row];
  if (outcome === OUTCOME.won) return 'won';
  if (outcome === OUTCOME.lost) return 'lost';
  if (answered) return 'contested';
  return nowMs >= disputeMomentsOf(h, row).deadlineMs ? 'expired' : 'open';
}

/** A dispute as the API answers it. `nowMs` is the sandbox's now; `canAnswer` adds the caller's permission. */
export function disputeOf(
  h: MoneyHistory,
  row: number,
  answer: StoredDisputeAnswer | undefined,
  nowMs: number,
  mayAnswer: boolean,
): Dispute {
  const c = h.columns;
  const merchant = h.directory.merchants[c.merchant[row] ?? 0];
  const { kind, openedAt, deadline } = disputeMomentsOf(h, row);
  const state = disputeStateOf(h, row, answer !== undefined, nowMs);
  const amount = c.amount[row] ?? 0;
  const reasons = disputeReasons[kind];
  const decided = state === 'won' || state === 'lost';
  return {
    transactionId: transactionIdOf(h, row),
    companyId: merchant?.companyId ?? 0,
    companyName: merchant?.name ?? '',
    kind,
    reason: reasons[hash32(c.day[row] ?? 0, c.ordinal[row] ?? 0, 31) % reasons.length] ?? '',
    method: paymentMethods[c.method[row] ?? 0] ?? 'credit',
    brand: c.brand[row] === NO_VALUE ? null : (cardBrands[c.brand[row] ?? 0] ?? null),
    saleDate: civilFromDayNumber(c.day[row] ?? 0),
    amount,
    openedAt,
    deadline,
    state,
    decidedOn: decided ? civilFromDayNumber(c.outcomeDay[row] ?? 0) : null,
    fine: decided ? disputeFineOf(h, row) : kind === 'chargeback' ? chargebackFine(amount, h.fineRule) : 0,
    canAnswer: mayAnswer && state === 'open',
    answer: answer
      ? {
          decision: answer.decision,
          justification: answer.justification,
          evidence: answer.evidence,
          answeredAt: answer.answeredAt,
          answeredBy: answer.answeredBy,
        }
      : null,
  };
}
