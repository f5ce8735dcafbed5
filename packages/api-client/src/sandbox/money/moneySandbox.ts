import { addBusinessDays, civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import type { ChargebackFineRule } from '../../money/disputeRules';
import type {
  StorageLike,
  StoredAdjustment,
  StoredRetention,
  StoredAnticipation,
  StoredCheckoutPayment,
  StoredRecurrence,
  StoredDispute,
  StoredDisputeAnswer,
  StoredTransfer,
} from '../db';
import { cardBrands } from '../../money/pricing';
import { refusalReasons } from '../../money/vocabulary';
import { createMoneyDirectory } from './directory';
import { recurrenceSalesOf } from './recurrenceSales';
import {
  BROWSER_SCALE,
  DEFAULT_SEED,
  historyStart,
  type MoneyHistory,
  type UserAdjustment,
  type UserAnticipation,
  type UserDispute,
  type UserDisputeAnswer,
  type UserRefund,
  type UserRetention,
  type UserSale,
  NO_VALUE,
  type UserTransfer,
} from './history';
import { generateHistory, generateSteppableHistory, stepHistory, type SteppableHistory } from './historyStep';

export const SANDBOX_CLOCK_KEY = 'painel:sandbox-clock';
/** The history's first day, fixed when the sandbox first runs, so moving the clock never changes the past. */
export const HISTORY_START_KEY = 'painel:sandbox-history-start';
const DAY_MS = 86_400_000;
/** São Paulo has kept UTC−3 all year since 2019, and the history never reaches before that. */
const SAO_PAULO_OFFSET_MS = -3 * 3_600_000;
/** The history is cut at 10-minute steps, so it is not regenerated on every request. */
const CUT_SECONDS = 600;
const DAY_SECONDS = 86_400;

export interface MoneySandbox {
  /** The history as of the sandbox's now. */
  history(): MoneyHistory;
  /** The history as it was at a cut, with what people had done up to a moment (ISO): an export's snapshot. */
  historyAt(cut: { date: CivilDate; second: number }, upTo: string): MoneyHistory;
  /** The sandbox's now: real time moved by the clock's offset. */
  now(): { date: CivilDate; second: number; iso: string };
  /** Whole days from real time, and the seconds beyond them (a step through a day). */
  offsetDays(): number;
  offsetSeconds(): number;
  setOffsetDays(days: number, seconds?: number): void;
  /** The history's first day (fixed until a reset). */
  start(): CivilDate;
  /** Back to real time, and a history that starts 12 months before this month again (the sandbox's reset). */
  reset(): void;
}

export interface MoneySandboxOptions {
  storage: StorageLike | null;
  /** About how many transactions 13 months hold: 25,000 in the browser, up to 1,000,000 over HTTP. */
  scale?: number;
  seed?: number;
  /** Real time; tests pass a fixed one. */
  realNow?: () => number;
  /** The refunds people asked for, kept in the sandbox's state. */
  refunds?: () => readonly RequestedRefund[];
  /** The transfers people made, kept in the sandbox's state. */
  transfers?: () => readonly StoredTransfer[];
  /** The anticipations people confirmed, kept in the sandbox's state. */
  anticipations?: () => readonly StoredAnticipation[];
  /** Disputes the control opened, people's answers to disputes, and staff's manual adjustments. */
  disputes?: () => readonly StoredDispute[];
  disputeAnswers?: () => readonly StoredDisputeAnswer[];
  adjustments?: () => readonly StoredAdjustment[];
  /** Preventive holds staff placed and released. */
  retentions?: () => readonly StoredRetention[];
  /** Payments made on the payment links' checkouts (paid and refused ones become sales). */
  checkoutPayments?: () => readonly (StoredCheckoutPayment & { companyId: number })[];
  /** Subscriptions: their charges become sales as the clock reaches them. */
  recurrences?: () => readonly StoredRecurrence[];
  /** How a lost chargeback's contract fine is read ('sum' by default). */
  fineRule?: ChargebackFineRule;
}

/** A refund as the sandbox's state keeps it. */
export interface RequestedRefund {
  transactionId: string;
  /** ISO 8601 with the São Paulo offset. */
  requestedAt: string;
}

const TRANSACTION_ID = /^TX(\d{4})(\d{2})(\d{2})(\d{6})$/;

function userRefundOf(refund: RequestedRefund): UserRefund | null {
  const id = TRANSACTION_ID.exec(refund.transactionId);
  if (!id) return null;
  const [hours, minutes, seconds] = refund.requestedAt.slice(11, 19).split(':').map(Number);
  return {
    day: dayNumber(`${id[1]}-${id[2]}-${id[3]}`),
    ordinal: Number(id[4]),
    requestedDay: dayNumber(refund.requestedAt.slice(0, 10)),
    requestedSecond: (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0),
  };
}

/** A transaction id's day and place in the day: TX20261127000042 → that day, 42. */
function rowKeyOf(transactionId: string) {
  const id = TRANSACTION_ID.exec(transactionId);
  return id ? { day: dayNumber(`${id[1]}-${id[2]}-${id[3]}`), ordinal: Number(id[4]) } : null;
}

export function userDisputeOf(dispute: StoredDispute): UserDispute | null {
  const key = rowKeyOf(dispute.transactionId);
  if (!key) return null;
  return {
    ...key,
    kind: dispute.kind,
    openedDay: dayNumber(dispute.openedAt.slice(0, 10)),
    openedSecond: secondOf(dispute.openedAt),
    outcome: dispute.outcome,
  };
}

export function userDisputeAnswerOf(answer: StoredDisputeAnswer): UserDisputeAnswer | null {
  const key = rowKeyOf(answer.transactionId);
  return key ? { ...key, decision: answer.decision, answeredDay: dayNumber(answer.answeredAt.slice(0, 10)) } : null;
}

export function userAdjustmentOf(
  adjustment: StoredAdjustment,
  merchantIndex: ReadonlyMap<number, number>,
): UserAdjustment | null {
  const merchant = merchantIndex.get(adjustment.companyId);
  if (merchant === undefined) return null;
  return {
    id: adjustment.id,
    merchant,
    day: dayNumber(adjustment.createdAt.slice(0, 10)),
    second: secondOf(adjustment.createdAt),
    amount: adjustment.amount,
    reason: adjustment.reason,
  };
}

/**
 * A stored hold as the history applies it: from the moment staff placed it, until staff released it (counted only
 * when the release is up to `upTo`) or its release day opens.
 */
export function userRetentionOf(
  retention: StoredRetention,
  merchantIndex: ReadonlyMap<number, number>,
  upTo: string | null = null,
): UserRetention | null {
  const merchant = merchantIndex.get(retention.companyId);
  if (merchant === undefined) return null;
  const releasedEarly =
    retention.released &&
    (upTo === null || retention.released.at <= upTo) &&
    retention.released.at.slice(0, 10) < retention.releaseDate
      ? retention.released.at
      : null;
  return {
    id: retention.id,
    merchant,
    day: dayNumber(retention.createdAt.slice(0, 10)),
    second: secondOf(retention.createdAt),
    amount: retention.amount,
    reason: retention.reason,
    releaseDay: dayNumber((releasedEarly ?? retention.releaseDate).slice(0, 10)),
    releaseSecond: releasedEarly ? secondOf(releasedEarly) : 0,
  };
}

/** Card payments (paid or refused) and paid Pix and boletos become the merchant's sales, in order. */
export function userSalesOf(
  payments: readonly (StoredCheckoutPayment & { companyId: number })[],
  merchantIndex: ReadonlyMap<number, number>,
): UserSale[] {
  return payments.flatMap((payment, index) => {
    const merchant = merchantIndex.get(payment.companyId);
    const counts = payment.status === 'paid' || (payment.method === 'card' && payment.status === 'refused');
    if (merchant === undefined || !counts) return [];
    const at = payment.paidAt ?? payment.createdAt;
    const brand = cardBrands.indexOf(payment.brand as (typeof cardBrands)[number]);
    const refusal = refusalReasons.findIndex((reason) => reason.code === payment.refusalCode);
    return [
      {
        index,
        merchant,
        day: dayNumber(at.slice(0, 10)),
        second: secondOf(at),
        method: payment.method === 'card' ? 'credit' : payment.method,
        brand: brand < 0 ? NO_VALUE : brand,
        installments: payment.installments,
        paid: payment.status === 'paid',
        refusal: refusal < 0 ? NO_VALUE : refusal,
        // What the card was charged: with interest the payer pays more, and the sale is that total (Pagar.me's model).
        amount: payment.total,
        customerName: payment.payer.name,
        customerEmail: payment.payer.email,
        customerDocument: payment.payer.document.replace(/[^0-9A-Z]/gi, '').toUpperCase(),
        paymentId: payment.id,
        first6: payment.first6 ?? null,
        last4: payment.last4,
        cardExpiry: payment.cardExpiry ?? null,
        channel: 'link',
        origin: { kind: 'link', id: payment.linkId },
      } satisfies UserSale,
    ];
  });
}

function secondOf(iso: string) {
  const [hours, minutes, seconds] = iso.slice(11, 19).split(':').map(Number);
  return (hours ?? 0) * 3600 + (minutes ?? 0) * 60 + (seconds ?? 0);
}

/**
 * A stored transfer as the history applies it, or null while it moves no money (waiting for approval, rejected):
 * out of the balance when it was asked (or approved), a TED em processamento until the business day after it
 * is sent.
 */
export function userTransferOf(
  transfer: StoredTransfer,
  merchantIndex: ReadonlyMap<number, number>,
): UserTransfer | null {
  const merchant = merchantIndex.get(transfer.companyId);
  if (merchant === undefined) return null;
  if (transfer.needsApproval && !transfer.decision?.approved) return null;
  const at = transfer.decision?.at ?? transfer.requestedAt;
  return {
    id: transfer.id,
    merchant,
    day: dayNumber(at.slice(0, 10)),
    second: secondOf(at),
    amount: transfer.amount,
    fee: transfer.fee,
    failed: transfer.failure !== null,
    processingUntil: transfer.kind === 'ted' ? dayNumber(addBusinessDays(transfer.scheduledFor, 1)) : null,
  };
}

const RECEIVABLE_ID = /^TX(\d{4})(\d{2})(\d{2})(\d{6})-(\d{1,2})$/;

/** A stored anticipation as the history applies it: its installments and fee on the credit day. */
export function userAnticipationOf(
  anticipation: StoredAnticipation,
  merchantIndex: ReadonlyMap<number, number>,
): UserAnticipation | null {
  const merchant = merchantIndex.get(anticipation.companyId);
  if (merchant === undefined) return null;
  const day = dayNumber(anticipation.creditDate);
  const requestedDay = dayNumber(anticipation.requestedAt.slice(0, 10));
  const items = anticipation.items.flatMap((item) => {
    const id = RECEIVABLE_ID.exec(item.receivableId);
    if (!id) return [];
    return [
      { day: dayNumber(`${id[1]}-${id[2]}-${id[3]}`), ordinal: Number(id[4]), number: Number(id[5]), fee: item.fee },
    ];
  });
  return {
    id: anticipation.id,
    merchant,
    day,
    // Credited the day it was asked: at that moment; credited a later day: as the day opens, with the installments.
    sequence: day === requestedDay ? secondOf(anticipation.requestedAt) : 1,
    fee: items.reduce((sum, item) => sum + item.fee, 0),
    items,
  };
}

/**
 * The money side of the sandbox: history generated from the seed up to the sandbox clock's now. Only the
 * clock's offset is stored (a few bytes), so a browser sandbox starts fast and stays within localStorage.
 */
export function createMoneySandbox({
  storage,
  scale = BROWSER_SCALE,
  seed = DEFAULT_SEED,
  realNow = Date.now,
  refunds = () => [],
  transfers = () => [],
  anticipations = () => [],
  disputes = () => [],
  disputeAnswers = () => [],
  adjustments = () => [],
  retentions = () => [],
  checkoutPayments = () => [],
  recurrences = () => [],
  fineRule,
}: MoneySandboxOptions): MoneySandbox {
  const merchantIndex = createMoneyDirectory().merchantIndex;
  let offset = Number(storage?.getItem(SANDBOX_CLOCK_KEY) ?? 0) || 0;
  let start: CivilDate | null = storage?.getItem(HISTORY_START_KEY) ?? null;
  const startOf = (): CivilDate => {
    // Another tab (or the file) may have fixed it already: theirs wins, so every reader sees one past.
    start = storage?.getItem(HISTORY_START_KEY) ?? start;
    if (!start || !/^\d{4}-\d{2}-\d{2}$/.test(start)) {
      start = historyStart(civilFromDayNumber(Math.floor((realNow() + SAO_PAULO_OFFSET_MS) / DAY_MS)));
      storage?.setItem(HISTORY_START_KEY, start);
    }
    return start;
  };
  /** The history at the latest cut asked for, steppable: the next ten-minute step appends to it. */
  let cached: { key: string; steppable: SteppableHistory } | null = null;
  /** The last history asked for at an earlier moment (an export's download). */
  let pinned: { key: string; history: MoneyHistory } | null = null;
  const now = () => {
    const local = realNow() + offset * DAY_MS + SAO_PAULO_OFFSET_MS;
    const date = civilFromDayNumber(Math.floor(local / DAY_MS));
    const second = Math.floor((local % DAY_MS) / 1000);
    const time = new Date(local).toISOString().slice(11, 19);
    return { date, second, iso: `${date}T${time}-03:00` };
  };
  return {
    now,
    offsetDays: () => Math.trunc(Math.round(offset * DAY_SECONDS) / DAY_SECONDS),
    offsetSeconds: () => Math.round(offset * DAY_SECONDS) % DAY_SECONDS,
    setOffsetDays(days, seconds = 0) {
      offset = days + seconds / DAY_SECONDS;
      if (offset === 0) storage?.removeItem(SANDBOX_CLOCK_KEY);
      else storage?.setItem(SANDBOX_CLOCK_KEY, String(offset));
    },
    start: startOf,
    reset() {
      offset = 0;
      start = null;
      cached = null;
      pinned = null;
      storage?.removeItem(SANDBOX_CLOCK_KEY);
      storage?.removeItem(HISTORY_START_KEY);
    },
    history() {
      const { date, second } = now();
      return historyOf(date, Math.floor(second / CUT_SECONDS) * CUT_SECONDS, null);
    },
    historyAt(cut, upTo) {
      return historyOf(cut.date, cut.second, upTo);
    },
  };

  /**
   * The history at a cut, with what people did up to `upTo` (an ISO moment; null: everything so far). Since the
   * past never changes, a history at an earlier cut and moment is what the sandbox answered then.
   */
  function historyOf(date: CivilDate, cut: number, upTo: string | null): MoneyHistory {
    const until = <T>(items: readonly T[], at: (item: T) => string) =>
      upTo === null ? items : items.filter((item) => at(item) <= upTo);
    const requested = until(refunds(), (refund) => refund.requestedAt);
    const moved = until(transfers(), (transfer) => transfer.requestedAt)
      .map((transfer) =>
        upTo !== null && transfer.decision && transfer.decision.at > upTo ? { ...transfer, decision: null } : transfer,
      )
      .map((transfer) => userTransferOf(transfer, merchantIndex))
      .filter((transfer) => transfer !== null);
    const anticipated = until(anticipations(), (anticipation) => anticipation.requestedAt)
      .map((anticipation) => userAnticipationOf(anticipation, merchantIndex))
      .filter((anticipation) => anticipation !== null);
    const opened = until(disputes(), (dispute) => dispute.openedAt);
    const answered = until(disputeAnswers(), (answer) => answer.answeredAt);
    const adjusted = until(adjustments(), (adjustment) => adjustment.createdAt)
      .map((adjustment) => userAdjustmentOf(adjustment, merchantIndex))
      .filter((adjustment) => adjustment !== null);
    const held = until(retentions(), (retention) => retention.createdAt)
      .map((retention) => userRetentionOf(retention, merchantIndex, upTo))
      .filter((retention) => retention !== null);
    const sold = [
      ...userSalesOf(
        until(checkoutPayments(), (payment) => payment.paidAt ?? payment.createdAt),
        merchantIndex,
      ),
      ...recurrenceSalesOf(recurrences(), merchantIndex, date),
    ];
    const first = startOf();
    // What people did, and the history's start: while it stays the same, a later cut is a step, not a new history.
    const key = [
      first,
      upTo,
      requested.length,
      moved.map((transfer) => transfer.id).join(','),
      anticipated.map((anticipation) => anticipation.id).join(','),
      opened.length,
      answered.length,
      adjusted.length,
      held.map((retention) => `${retention.id}.${retention.releaseDay}.${retention.releaseSecond}`).join(','),
      // A subscription's change (a new card, an amount) can change its sales without adding one.
      sold.map((sale) => `${sale.index}.${sale.day}.${sale.amount}.${sale.paid ? 1 : 0}`).join(','),
    ].join('|');
    const now = { date, second: cut };
    const at = (history: MoneyHistory) => history.nowDay === dayNumber(date) && history.nowSecond === cut;
    if (upTo !== null && pinned?.key === `${key}|${date}|${cut}`) return pinned.history;
    if (upTo === null && cached?.key === key) {
      if (at(cached.steppable.history)) return cached.steppable.history;
      const previous = cached;
      cached = null;
      const stepped = stepHistory(previous.steppable, now);
      if (stepped) {
        cached = { key, steppable: stepped };
        return stepped.history;
      }
    }
    const userRefunds = requested.map(userRefundOf).filter((refund) => refund !== null);
    const options = {
      seed,
      scale,
      start: first,
      now,
      userRefunds,
      userTransfers: moved,
      userAnticipations: anticipated,
      userDisputes: opened.map(userDisputeOf).filter((dispute) => dispute !== null),
      disputeAnswers: answered.map(userDisputeAnswerOf).filter((answer) => answer !== null),
      userAdjustments: adjusted,
      userSales: sold,
      userRetentions: held,
      ...(fineRule ? { fineRule } : {}),
    };
    if (upTo !== null) {
      pinned = { key: `${key}|${date}|${cut}`, history: generateHistory(options) };
      return pinned.history;
    }
    const generated = generateSteppableHistory(options);
    cached = { key, steppable: generated };
    return generated.history;
  }
}
