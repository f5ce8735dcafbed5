import { civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import { chargebackNoticeFee, LATE_GRACE_DAYS, lateCharges } from '../../money/contractRules';
import {
  chargebackFine,
  DEFAULT_CHARGEBACK_FINE_RULE,
  disputeDecisionDays,
  type ChargebackFineRule,
} from '../../money/disputeRules';
import { priceSale, standardRates, cardBrands, type RateTable } from '../../money/pricing';
import { paymentMethods, refusalReasons, transactionStatuses, captureChannels } from '../../money/vocabulary';
import { type ColumnTable, type TransactionColumns } from './columns';
import {
  addBusinessDaysIn,
  businessDaysAfterIn,
  createDayTable,
  onOrNextBusinessDayIn,
  type DayTable,
} from './dayTable';
import { type MoneyDirectory, type MoneyMerchant } from './directory';
import { firstNames, lastNames } from './pools';
import { hash32, mulberry32, weightedIndex } from './prng';

export const NO_VALUE = 255;
export const EVENT = { none: 0, refund: 1, chargeback: 2, med: 3 } as const;
/** A dispute's outcome; 'requested' marks a refund a person asked for (not drawn by the generator). */
export const OUTCOME = { open: 0, won: 1, lost: 2, requested: 3 } as const;
export const CUSTOMER_POOL = firstNames.length * lastNames.length;
/** A refund's course: waiting for the balance to cover it, reserved (held until the next batch), or failed. */
export const EVENT_STATE = { none: 0, waiting: 1, held: 2, failed: 3 } as const;
/** Refunds are processed in batches every ten minutes: a reserved refund goes out at the next one. */
export const REFUND_BATCH_SECONDS = 600;
/** A refund the balance has not covered for this many days is not made (the merchant is told, nothing is held). */
export const REFUND_WAIT_DAYS = 10;
const DAY_SECONDS = 86_400;

const status = (name: (typeof transactionStatuses)[number]) => transactionStatuses.indexOf(name);
const METHOD = { credit: 0, debit: 1, pix: 2, boleto: 3 } as const;
const CHANNEL = Object.fromEntries(captureChannels.map((name, index) => [name, index])) as Record<
  (typeof captureChannels)[number],
  number
>;

export interface MoneyHistory {
  seed: number;
  scale: number;
  directory: MoneyDirectory;
  /** The first day of history (day number) and the moment it runs to (São Paulo). */
  firstDay: number;
  nowDay: number;
  nowSecond: number;
  days: DayTable;
  count: number;
  columns: TransactionColumns;
  /** Row index where each day starts (rows are in chronological order); one more entry marks the end. */
  dayStart: Int32Array;
  rates: RateTable[];
  /** Automatic payouts (saque automático, each Monday or the next business day): the week's available balance. */
  payouts: Payout[];
  /** The Pix and TED transfers people made (the sandbox's state), in the order given. */
  userTransfers: readonly UserTransfer[];
  /** The anticipations people confirmed (the sandbox's state), in the order given. */
  anticipations: readonly UserAnticipation[];
  /** installmentKey(row, number) → the anticipation that brought it forward: its index and this installment's fee. */
  anticipated: Map<number, { index: number; fee: number }>;
  /** How a lost chargeback's contract fine is read (a platform option). */
  fineRule: ChargebackFineRule;
  /** Row → the answer a person gave to its dispute in the portal. */
  disputeAnswers: Map<number, UserDisputeAnswer>;
  /** Manual credits and debits the platform's staff made, in the order given. */
  adjustments: readonly UserAdjustment[];
  /** Row → the sale a customer made on a payment link (its payer's name is theirs, not the pool's). */
  userSaleRows: Map<number, UserSale>;
  /** Preventive holds of suspect funds that platform staff placed (Retenção preventiva), with what each held. */
  retentions: readonly (UserRetention & { held: number })[];
  /** The late charges of negative balances settled late (contract: 2 % once, IGP-M, 1 % a month), as posted. */
  lateCharges: LateCharge[];
}

/**
 * A hold of suspect funds (up to 6 months), placed and released by platform staff with a reason: an adjustment's
 * fields, its amount what staff asked to hold (the hold takes what the available balance has, up to it).
 */
export interface UserRetention extends UserAdjustment {
  /** When it is released: the moment staff released it, or the day it was set for (as that day opens). */
  releaseDay: number;
  releaseSecond: number;
}

/** What a negative balance settled late cost, posted as the day it was covered closes. */
export interface LateCharge {
  merchant: number;
  day: number;
  /** The first day the balance closed below zero, and the largest debt. */
  fromDay: number;
  debt: number;
  fine: number;
  correction: number;
  interest: number;
}

/** Late charges post as the day closes: after everything else of the day. */
export const DAY_CLOSE_SECOND = 86_399;

/** Sales customers made on payment links: ordinals from here, so they never take a generated sale's id. */
export const USER_SALE_ORDINAL_BASE = 900_000;

/** A sale a customer made on a payment link's checkout, as the history places it among the day's sales. */
export interface UserSale {
  /** Its place among the checkout's sales; its ordinal is USER_SALE_ORDINAL_BASE + index. */
  index: number;
  merchant: number;
  day: number;
  second: number;
  method: 'credit' | 'pix' | 'boleto';
  /** Index in cardBrands, or NO_VALUE. */
  brand: number;
  installments: number;
  paid: boolean;
  /** Index in refusalReasons when refused, else NO_VALUE. */
  refusal: number;
  amount: number;
  customerName: string;
  customerEmail: string;
  /** The payer's CPF or CNPJ as typed on the checkout (digits, letters for an alphanumeric CNPJ), '' when unknown. */
  customerDocument?: string;
  /** The payer's receipt id ('PG…'), what a customer quotes on the phone; absent for a subscription's charge. */
  paymentId?: string;
  /** The card's first six digits (the BIN: not secret, PCI allows keeping it with the last four). */
  first6?: string | null;
  /** The card's last four digits and expiry 'MM/AAAA' (never the number: all the sandbox keeps of a card). */
  last4: string | null;
  cardExpiry?: string | null;
  /** A payment link's sale, or a subscription's charge (a card not present: e-commerce). */
  channel: 'link' | 'ecommerce';
  /** The link or subscription it came from, so the sale's detail links back to it. */
  origin?: { kind: 'link' | 'recurrence'; id: string };
}

/** A manual credit (positive) or debit (negative) on a merchant's available balance, at its moment. */
export interface UserAdjustment {
  id: string;
  merchant: number;
  day: number;
  second: number;
  amount: number;
  reason: string;
}

/** A dispute the sandbox's control opened on a paid sale (for people and tests to answer one at will). */
export interface UserDispute {
  day: number;
  ordinal: number;
  kind: 'chargeback' | 'med';
  /** When it opened (day number, second of the day). */
  openedDay: number;
  openedSecond: number;
  /** What the issuer (or the payer's bank) decides if the merchant contests. */
  outcome: 'won' | 'lost';
}

/** A merchant's answer to a dispute: accepting loses it at once; contesting waits for the decision. */
export interface UserDisputeAnswer {
  day: number;
  ordinal: number;
  decision: 'accept' | 'contest';
  answeredDay: number;
}

/** An anticipation as the history applies it: its installments paid on `day`, its fee taken the same moment. */
export interface UserAnticipation {
  id: string;
  merchant: number;
  /** The credit day, and the moment in it the fee is written (the request's, when it is credited that day). */
  day: number;
  sequence: number;
  fee: number;
  /** Each installment: its transaction's day and place in the day, its number, and its share of the fee. */
  items: readonly { day: number; ordinal: number; number: number; fee: number }[];
}

/** One key per installment of a row (12 at most). */
export const installmentKey = (row: number, number: number) => row * 16 + number;

export interface Payout {
  merchant: number;
  day: number;
  amount: number;
  fee: number;
  /** When the bank confirms it (D+1 útil, later when delayed) or gives it back; until then em processamento. */
  completedDay: number;
  /** Most go through; a few are given back (the money returns to the balance) or delayed by the bank. */
  outcome: 'completed' | 'failed' | 'delayed';
  /** The Monday it was due when a holiday moved it. */
  movedFrom: number | null;
}

/** A transfer a person made, as the history applies it: out of the balance at its moment. */
export interface UserTransfer {
  id: string;
  merchant: number;
  day: number;
  second: number;
  amount: number;
  fee: number;
  /** The bank refused it: the amount and the fee come back at once. */
  failed: boolean;
  /** A TED is em processamento until this day; a Pix never is (null). */
  processingUntil: number | null;
}

/** In a hundred payouts, about this many are given back and this many more are delayed by the bank. */
const PAYOUT_FAILED_PERCENT = 3;
const PAYOUT_DELAYED_PERCENT = 8;
/** The platform terms: a withdrawal within 2 business days, 1 more on a technical failure (so D+3 at most). */
export const PAYOUT_DELAY_BUSINESS_DAYS = 3;

/** The automatic payout's fee (a TED), and the least it moves. */
export const PAYOUT_FEE = 349;
const PAYOUT_MINIMUM = 1_000;
/** The automatic payout leaves at its own moment of the day (18:00), in time order with everything else. */
export const PAYOUT_SECOND = 18 * 3600;

export interface HistoryOptions {
  seed?: number;
  /**
   * The first day of history, fixed when the sandbox starts (so moving the clock never moves it, and a closed day
   * stays what it was); by default the first of the month 12 months before now's month.
   */
  start?: CivilDate;
  /** About how many transactions the 13 months hold. */
  scale?: number;
  /** The sandbox's "now", as São Paulo civil date and second of the day. */
  now: { date: CivilDate; second: number };
  /** Refunds people asked for (the sandbox's state): the row's day and place, and the moment of the request. */
  userRefunds?: readonly UserRefund[];
  /** Transfers people made (the sandbox's state); only those up to now count. */
  userTransfers?: readonly UserTransfer[];
  /** Anticipations people confirmed (the sandbox's state). */
  userAnticipations?: readonly UserAnticipation[];
  /** Disputes opened through the sandbox's control, and people's answers to disputes. */
  userDisputes?: readonly UserDispute[];
  disputeAnswers?: readonly UserDisputeAnswer[];
  fineRule?: ChargebackFineRule;
  /** Manual adjustments (the sandbox's state); only those up to now count. */
  userAdjustments?: readonly UserAdjustment[];
  /** Sales made on payment links (the sandbox's state); only those up to now count. */
  userSales?: readonly UserSale[];
  /** Preventive holds staff placed (the sandbox's state). */
  userRetentions?: readonly UserRetention[];
}

export interface UserRefund {
  /** The transaction's day (day number) and its place in the day, as its id names them. */
  day: number;
  ordinal: number;
  /** When it was requested (day number and second of the day, São Paulo). */
  requestedDay: number;
  requestedSecond: number;
}

export const DEFAULT_SEED = 2026;
export const BROWSER_SCALE = 25_000;
const HISTORY_MONTHS = 13;
/** How far settlements can fall after the last day (12 installments × 30 days, and a margin). */
const FUTURE_DAYS = 400;

const WEEKDAY_FACTOR = [0.55, 0.9, 0.95, 1, 1.05, 1.3, 1.15];
const MONTH_FACTOR = [0.85, 0.9, 0.95, 0.95, 1, 0.95, 1, 1, 0.95, 1, 1.1, 1.35];
const HOUR_WEIGHTS = [1, 0.5, 0.3, 0.2, 0.2, 0.4, 1, 3, 6, 8, 9, 10, 11, 10, 9, 9, 9, 10, 11, 10, 8, 6, 4, 2];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
const METHOD_WEIGHTS = [55, 20, 20, 5];
const BRAND_WEIGHTS = [40, 38, 12, 5, 5];
const REFUSAL_WEIGHTS = refusalReasons.map((reason) => reason.weight);
const REFUSAL_TOTAL = REFUSAL_WEIGHTS.reduce((a, b) => a + b, 0);

/** The first day of history: the first of the month, 12 months before the clock's month (13 months in all). */
export function historyStart(now: CivilDate): CivilDate {
  const [year = 0, month = 1] = now.split('-').map(Number);
  const index = year * 12 + (month - 1) - (HISTORY_MONTHS - 1);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function ratesOf(merchant: MoneyMerchant): RateTable {
  // Larger merchants negotiated lower card rates.
  const discount = merchant.weight > 3 ? 30 : merchant.weight > 1.5 ? 15 : 0;
  const band = (rates: Record<string, number>) =>
    Object.fromEntries(Object.entries(rates).map(([brand, bps]) => [brand, bps - discount]));
  return {
    ...standardRates,
    mdr: {
      debit: standardRates.mdr.debit,
      credit1: band(standardRates.mdr.credit1) as RateTable['mdr']['credit1'],
      credit2to6: band(standardRates.mdr.credit2to6) as RateTable['mdr']['credit2to6'],
      credit7to12: band(standardRates.mdr.credit7to12) as RateTable['mdr']['credit7to12'],
    },
  };
}

function installmentCount(random: number): number {
  if (random < 0.55) return 1;
  if (random < 0.7) return 2 + Math.floor(((random - 0.55) / 0.15) * 2);
  if (random < 0.85) return 4 + Math.floor(((random - 0.7) / 0.15) * 3);
  if (random < 0.95) return 7 + Math.floor(((random - 0.85) / 0.1) * 4);
  return 11 + Math.floor(((random - 0.95) / 0.05) * 2);
}

/** The day each installment of a row pays (day numbers): its settlement day, or its credit day when anticipated. */
export function settlementDaysOf(history: MoneyHistory, row: number): number[] {
  const days = originalSettlementDaysOf(history, row);
  if (history.anticipated.size === 0) return days;
  return days.map((day, index) => {
    const anticipation = history.anticipated.get(installmentKey(row, index + 1));
    return anticipation ? (history.anticipations[anticipation.index]?.day ?? day) : day;
  });
}

/** The settlement day of each installment of a row (day numbers), from the day table. */
export function originalSettlementDaysOf(history: MoneyHistory, row: number): number[] {
  const { columns: c, days } = history;
  const day = c.day[row] ?? 0;
  switch (c.method[row]) {
    case METHOD.debit:
    case METHOD.boleto:
      return [businessDaysAfterIn(days, day, 1)];
    case METHOD.pix:
      return [day];
    default: {
      const count = c.installmentType[row] === 1 ? 1 : (c.installments[row] ?? 1);
      return Array.from({ length: count }, (_, index) => onOrNextBusinessDayIn(days, day + 30 * (index + 1)));
    }
  }
}

/** The priced lines of a row (installments with gross, MDR, fixed fee, net), as its merchant's rates give them. */
export function pricedRow(history: MoneyHistory, row: number) {
  const c = history.columns;
  const method = paymentMethods[c.method[row] ?? 0] ?? 'credit';
  const brand = c.brand[row] === NO_VALUE ? null : (cardBrands[c.brand[row] ?? 0] ?? null);
  const count = method === 'credit' && c.installmentType[row] !== 1 ? (c.installments[row] ?? 1) : 1;
  const rates = history.rates[c.merchant[row] ?? 0] ?? standardRates;
  // Parcelado emissor: the issuer finances the cardholder, the merchant is paid (and charged) as à vista.
  return priceSale(c.amount[row] ?? 0, method, brand, count, rates);
}

const SETTLED_STATUSES = new Set([status('paid'), status('refunded'), status('pending_refund'), status('chargeback')]);
/** Whether a row moved money: paid, then perhaps refunded (or being refunded) or charged back. */
export const isSettledRow = (history: MoneyHistory, row: number) =>
  SETTLED_STATUSES.has(history.columns.status[row] ?? NO_VALUE);

/** What a history was generated from, and what its generation needs again to add days to it. */
export interface GenerationContext {
  seed: number;
  scale: number;
  merchants: readonly MoneyMerchant[];
  /** Expected rows per day before the weekday and month factors. */
  perDay: number;
  totalWeight: number;
  tickets: number[];
  userSales: readonly UserSale[];
}

export function generationContextOf(
  { seed = DEFAULT_SEED, scale = BROWSER_SCALE, userSales = [] }: HistoryOptions,
  directory: MoneyDirectory,
): GenerationContext {
  const merchants = directory.merchants;
  return {
    seed,
    scale,
    merchants,
    // Per day from the scale alone (13 months of about 30.4 days), never from the window's length: the window
    // grows each day, and a rate drawn from it would shift every past day's rows, and so their ids.
    perDay: scale / (HISTORY_MONTHS * 30.4 * 0.995),
    totalWeight: merchants.reduce((sum, m) => sum + m.weight, 0),
    tickets: merchants.map((m) => 3_000 + (hash32(m.companyId, 11) % 22_000)),
    userSales,
  };
}

/** The first day a history generated at `now` covers. */
export const firstDayOf = (start: CivilDate | undefined, now: { date: CivilDate }) =>
  // A clock moved back past the fixed start reaches further back; otherwise the start never moves.
  Math.min(dayNumber(start ?? historyStart(now.date)), dayNumber(historyStart(now.date)));

/** The day table a history needs: its window and the future days its installments settle on. */
export const dayTableOf = (firstDay: number, nowDay: number) =>
  createDayTable(civilFromDayNumber(firstDay), nowDay - firstDay + 1 + FUTURE_DAYS);

/** Rows to keep room for beyond a history's count, so the next steps append without reallocating. */
export const spareRowsOf = (context: GenerationContext) => Math.ceil(context.perDay * 4);

/**
 * Appends the rows of the days from `fromDay` to now's day (their sales up to now's second today), from the seed:
 * each day's draws come from a generator seeded by the day alone. `dayStart` gets each day's first row.
 */
export function generateDays(
  context: GenerationContext,
  table: ColumnTable,
  dayStart: Int32Array,
  userSaleRows: Map<number, UserSale>,
  firstDay: number,
  fromDay: number,
  now: { date: CivilDate; second: number },
): void {
  const { seed, merchants, perDay, totalWeight, tickets } = context;
  const nowDay = dayNumber(now.date);
  const salesByDay = new Map<number, UserSale[]>();
  for (const sale of [...context.userSales].sort((a, b) => a.second - b.second)) {
    if (sale.day < fromDay || sale.day > nowDay) continue;
    salesByDay.set(sale.day, [...(salesByDay.get(sale.day) ?? []), sale]);
  }

  for (let day = fromDay; day <= nowDay; day += 1) {
    dayStart[day - firstDay] = table.count;
    const civil = civilFromDayNumber(day);
    const random = mulberry32(hash32(seed, day));
    const factor = (WEEKDAY_FACTOR[(day + 4) % 7] ?? 1) * (MONTH_FACTOR[Number(civil.slice(5, 7)) - 1] ?? 1);
    const drafts: Array<{ second: number; merchant: number }> = [];
    merchants.forEach((merchant, index) => {
      const expected = (perDay * factor * merchant.weight) / totalWeight;
      // Rounded at random in proportion, so small merchants at small scales still sell on some days.
      const wanted = expected * (0.7 + 0.6 * random());
      const count = Math.floor(wanted) + (random() < wanted - Math.floor(wanted) ? 1 : 0);
      for (let i = 0; i < count; i += 1) {
        const hour = weightedIndex(random(), HOUR_WEIGHTS, HOUR_TOTAL);
        drafts.push({ second: hour * 3600 + Math.floor(random() * 3600), merchant: index });
      }
    });
    drafts.sort((a, b) => a.second - b.second || a.merchant - b.merchant);
    const sales = salesByDay.get(day) ?? [];
    // A sale made a moment ago (after the history's ten-minute cut) is placed at the cut, so it is there at once,
    // but keeps its own second: its time is the payment's, to the second (D11). The next step places it again
    // among the day's sales.
    const placeSales = (before: number) => {
      while (sales.length > 0 && Math.min(sales[0]?.second ?? 0, day === nowDay ? now.second : 86_399) < before) {
        const sale = sales.shift() as UserSale;
        userSaleRows.set(pushUserSale(table, sale, sale.second), sale);
      }
    };
    drafts.forEach((draft, ordinal) => {
      placeSales(draft.second + 1);
      if (day === nowDay && draft.second > now.second) return;
      const merchant = merchants[draft.merchant] as MoneyMerchant;
      const method = weightedIndex(random(), METHOD_WEIGHTS, 100);
      const card = method === METHOD.credit || method === METHOD.debit;
      const onlineSale = merchant.online && random() < 0.3;
      const channel = card
        ? onlineSale
          ? random() < 0.6
            ? CHANNEL.ecommerce
            : CHANNEL.link
          : weightedIndex(random(), [45, 35, 3, 2], 85)
        : method === METHOD.pix
          ? onlineSale
            ? CHANNEL.link
            : CHANNEL.pix_qr
          : onlineSale
            ? CHANNEL.link
            : CHANNEL.ecommerce;
      const installments = method === METHOD.credit ? installmentCount(random()) : 1;
      const spread = Math.exp((random() + random() + random() - 1.5) * 1.4);
      const amount = Math.max(500, Math.round((tickets[draft.merchant] ?? 5_000) * spread * (1 + installments * 0.25)));
      const store = hash32(draft.merchant, ordinal, day) % merchant.stores.length;
      const terminals = merchant.stores[store]?.terminals.length ?? 1;
      const fate = random();
      let statusIndex = status('paid');
      let refusal = NO_VALUE;
      const age = (nowDay - day) * 86_400 + (now.second - draft.second);
      if (card && fate < 0.085) {
        statusIndex = status('refused');
        refusal = weightedIndex(random(), REFUSAL_WEIGHTS, REFUSAL_TOTAL);
      } else if (method === METHOD.boleto && fate < 0.25) statusIndex = status('expired');
      else if (method === METHOD.pix && fate < 0.03) statusIndex = status('expired');
      else if (card && fate < 0.09) statusIndex = age <= 5 * 86_400 ? status('authorized') : status('canceled');
      else if (card && fate < 0.097) statusIndex = status('canceled');
      // An analysis ends the same day, so a sale never turns paid (and settles) into a day already seen.
      else if (card && fate < 0.102 && day === nowDay && age <= 4 * 3600) statusIndex = status('analyzing');
      else if (age <= 60) statusIndex = status('processing');
      const row = table.push({
        day,
        second: draft.second,
        ordinal,
        merchant: draft.merchant,
        store,
        terminal: channel <= CHANNEL.typed ? hash32(ordinal, day) % terminals : NO_VALUE,
        method,
        brand: card ? weightedIndex(random(), BRAND_WEIGHTS, 100) : NO_VALUE,
        installments,
        installmentType: installments > 1 && random() < 0.15 ? 1 : 0,
        channel,
        status: statusIndex,
        refusal,
        amount,
        customer: Math.floor(random() * CUSTOMER_POOL),
      });
      const eventDraw = random();
      const eventDelay = random();
      if (statusIndex !== status('paid')) return;
      // Boletos are never refunded (the refund rules refuse them), so the generator draws none.
      if (eventDraw < 0.02 && method !== METHOD.boleto) {
        table.columns.event[row] = EVENT.refund;
        table.columns.eventDay[row] = day + Math.floor(eventDelay * 20);
      } else if (method === METHOD.credit && eventDraw < 0.024) {
        table.columns.event[row] = EVENT.chargeback;
        table.columns.eventDay[row] = day + 15 + Math.floor(eventDelay * 75);
        table.columns.outcome[row] = eventDelay < 0.4 ? OUTCOME.won : OUTCOME.lost;
        table.columns.outcomeDay[row] = (table.columns.eventDay[row] ?? day) + disputeDecisionDays.chargeback;
      } else if (method === METHOD.pix && eventDraw < 0.0215) {
        table.columns.event[row] = EVENT.med;
        table.columns.eventDay[row] = day + 1 + Math.floor(eventDelay * 29);
        table.columns.outcome[row] = eventDelay < 0.6 ? OUTCOME.lost : OUTCOME.won;
        table.columns.outcomeDay[row] = (table.columns.eventDay[row] ?? day) + disputeDecisionDays.med;
      }
      table.columns.eventSecond[row] = 9 * 3600 + Math.floor(eventDelay * 10 * 3600);
    });
    placeSales(Number.POSITIVE_INFINITY);
  }
  dayStart[nowDay - firstDay + 1] = table.count;
}

/** A history's fields from its generated rows: what people did up to now, before anything is booked. */
export function historyOf(
  options: HistoryOptions,
  parts: Pick<MoneyHistory, 'directory' | 'firstDay' | 'days' | 'dayStart' | 'userSaleRows'> & { table: ColumnTable },
): MoneyHistory {
  const { seed = DEFAULT_SEED, scale = BROWSER_SCALE, now, fineRule = DEFAULT_CHARGEBACK_FINE_RULE } = options;
  const nowDay = dayNumber(now.date);
  const { table, ...rest } = parts;
  return {
    ...rest,
    seed,
    scale,
    nowDay,
    nowSecond: now.second,
    count: table.count,
    columns: table.columns,
    rates: parts.directory.merchants.map(ratesOf),
    payouts: [],
    userTransfers: (options.userTransfers ?? []).filter((transfer) => transfer.day <= nowDay),
    anticipations: options.userAnticipations ?? [],
    anticipated: new Map(),
    fineRule,
    disputeAnswers: new Map(),
    adjustments: (options.userAdjustments ?? []).filter((adjustment) => adjustment.day <= nowDay),
    retentions: (options.userRetentions ?? [])
      .filter((retention) => retention.day <= nowDay)
      .map((retention) => ({ ...retention, held: 0 })),
    lateCharges: [],
  };
}

/** What people did to rows (anticipations, refunds asked for, disputes opened and answered), on a history's rows. */
export function applyUserActions(history: MoneyHistory, options: HistoryOptions): void {
  history.anticipations.forEach((anticipation, index) => {
    for (const item of anticipation.items) {
      const row = rowAt(history, item.day, item.ordinal);
      if (row === undefined) continue;
      history.anticipated.set(installmentKey(row, item.number), { index, fee: item.fee });
    }
  });
  for (const refund of options.userRefunds ?? []) {
    const row = rowAt(history, refund.day, refund.ordinal);
    if (row === undefined) continue;
    history.columns.event[row] = EVENT.refund;
    history.columns.eventDay[row] = refund.requestedDay;
    history.columns.eventSecond[row] = refund.requestedSecond;
    history.columns.outcome[row] = OUTCOME.requested;
  }
  applyDisputes(history, options.userDisputes ?? [], options.disputeAnswers ?? []);
}

/**
 * The row of a transaction named by its day and place in the day, if the history holds it: straight there,
 * unless a link's sale placed before it moved it (then a look through that day alone).
 */
export function rowAt(history: MoneyHistory, day: number, ordinal: number): number | undefined {
  const at = day - history.firstDay;
  if (at < 0 || at >= history.dayStart.length - 1) return undefined;
  const start = history.dayStart[at] ?? 0;
  const end = history.dayStart[at + 1] ?? 0;
  const row = start + ordinal;
  if (row < end && history.columns.ordinal[row] === ordinal) return row;
  if (history.userSaleRows.size === 0) return undefined;
  for (let candidate = Math.min(row, end - 1); candidate >= start; candidate -= 1)
    if (history.columns.ordinal[candidate] === ordinal) return candidate;
  return undefined;
}

const SALE_CHANNEL = { link: captureChannels.indexOf('link'), ecommerce: captureChannels.indexOf('ecommerce') };
const SALE_METHOD = { credit: METHOD.credit, pix: METHOD.pix, boleto: METHOD.boleto } as const;

function pushUserSale(table: ColumnTable, sale: UserSale, second: number): number {
  return table.push({
    day: sale.day,
    second,
    ordinal: USER_SALE_ORDINAL_BASE + sale.index,
    merchant: sale.merchant,
    store: 0,
    terminal: NO_VALUE,
    method: SALE_METHOD[sale.method],
    brand: sale.brand,
    installments: sale.installments,
    installmentType: 0,
    channel: SALE_CHANNEL[sale.channel],
    status: sale.paid ? status('paid') : status('refused'),
    refusal: sale.refusal,
    amount: sale.amount,
    customer: hash32(sale.index, 17) % CUSTOMER_POOL,
  });
}

/** The moment (day number, second) at or after which something counts: ordered as one sequence. */
export interface Moment {
  day: number;
  second: number;
}

const isAfter = (a: Moment, b: Moment) => a.day > b.day || (a.day === b.day && a.second > b.second);

/**
 * Disputes the control opened become the row's event (at the history's cut at the latest, so one opened a moment
 * ago is already there); an answer to accept loses the dispute on the day it was given, one to contest leaves
 * the decision to its day.
 */
function applyDisputes(history: MoneyHistory, disputes: readonly UserDispute[], answers: readonly UserDisputeAnswer[]) {
  const c = history.columns;
  for (const dispute of disputes) {
    const row = rowAt(history, dispute.day, dispute.ordinal);
    if (row === undefined || dispute.openedDay > history.nowDay) continue;
    // A drawn event not yet come when the dispute opened gives way to it: nobody had seen it (the control only
    // takes rows without an event so far). What had come, or a person's refund, stays.
    const opening = { day: dispute.openedDay, second: dispute.openedSecond };
    const drawn = { day: c.eventDay[row] ?? 0, second: c.eventSecond[row] ?? 0 };
    const drawnLater = c.outcome[row] !== OUTCOME.requested && isAfter(drawn, opening);
    if (c.event[row] !== EVENT.none && !drawnLater) continue;
    c.event[row] = dispute.kind === 'chargeback' ? EVENT.chargeback : EVENT.med;
    c.eventDay[row] = dispute.openedDay;
    c.eventSecond[row] =
      dispute.openedDay === history.nowDay ? Math.min(dispute.openedSecond, history.nowSecond) : dispute.openedSecond;
    c.outcome[row] = dispute.outcome === 'won' ? OUTCOME.won : OUTCOME.lost;
    c.outcomeDay[row] = dispute.openedDay + disputeDecisionDays[dispute.kind];
  }
  for (const answer of answers) {
    const row = rowAt(history, answer.day, answer.ordinal);
    const event = row === undefined ? EVENT.none : c.event[row];
    if (row === undefined || (event !== EVENT.chargeback && event !== EVENT.med)) continue;
    history.disputeAnswers.set(row, answer);
    if (answer.decision === 'accept') {
      c.outcome[row] = OUTCOME.lost;
      c.outcomeDay[row] = Math.min(c.outcomeDay[row] ?? answer.answeredDay, answer.answeredDay);
    }
  }
}

/** The contract's fine a lost chargeback costs (0 for anything else). */
export function disputeFineOf(history: MoneyHistory, row: number): number {
  const c = history.columns;
  if (c.event[row] !== EVENT.chargeback || c.outcome[row] !== OUTCOME.lost) return 0;
  return chargebackFine(c.amount[row] ?? 0, history.fineRule);
}

/** The batch that processes a refund reserved at a moment: the next ten-minute step after it. */
export function refundBatchAfter(day: number, second: number): Moment {
  const next = (Math.floor(second / REFUND_BATCH_SECONDS) + 1) * REFUND_BATCH_SECONDS;
  return next >= DAY_SECONDS ? { day: day + 1, second: next - DAY_SECONDS } : { day, second: next };
}

/** Whether a refund went out to the customer by the history's now (reserved, and its batch has run). */
export function refundDone(history: MoneyHistory, row: number): boolean {
  const c = history.columns;
  if (c.event[row] !== EVENT.refund || c.eventState[row] !== EVENT_STATE.held) return false;
  const batch = refundBatchAfter(c.heldDay[row] ?? 0, c.heldSecond[row] ?? 0);
  return !isAfter(batch, { day: history.nowDay, second: history.nowSecond });
}

/** Whether a row's refund took money from the balance (reserved; out to the customer at its batch). */
export const refundHeld = (history: MoneyHistory, row: number) =>
  history.columns.event[row] === EVENT.refund && history.columns.eventState[row] === EVENT_STATE.held;

/**
 * The moment each installment of a row credits the balance: its settlement day as the day opens, the sale's own
 * moment when it settles the day it was made (Pix), or the anticipation's moment when one brought it forward.
 */
export function settlementMomentsOf(history: MoneyHistory, row: number): Moment[] {
  const c = history.columns;
  const saleDay = c.day[row] ?? 0;
  const original = originalSettlementDaysOf(history, row);
  return original.map((day, index) => {
    const early = history.anticipated.size ? history.anticipated.get(installmentKey(row, index + 1)) : undefined;
    const anticipation = early ? history.anticipations[early.index] : undefined;
    if (anticipation) return { day: anticipation.day, second: anticipation.sequence };
    return { day, second: day === saleDay ? (c.second[row] ?? 0) : 0 };
  });
}

const addAt = (array: Float64Array, index: number, value: number) => {
  array[index] = (array[index] ?? 0) + value;
};

/** What happens at a moment of a day, in the order a bank would book it when two share a second. */
const ITEM = {
  credit: 0,
  release: 1,
  adjustment: 2,
  anticipationFee: 3,
  event: 4,
  retention: 5,
  transfer: 6,
  payout: 7,
} as const;

/** A generated sale's pricing and credits, by its day and place in the day (which name the same sale at any cut). */
export type RecentPricing = Map<number, { mdr: number; fixedFee: number; net: number; credits: number[] }>;

/**
 * Prices a settled row (its MDR, fixed fee and net, kept in its columns) and tells each installment's credit.
 * `recent` keeps a generated sale's answer from one cut to the next (a link's sale may move in its day: not kept).
 */
function bookRowCredits(
  history: MoneyHistory,
  row: number,
  recent: RecentPricing | null,
  credit: (day: number, second: number, net: number) => void,
): void {
  const c = history.columns;
  const ordinal = c.ordinal[row] ?? 0;
  const key = recent && ordinal < USER_SALE_ORDINAL_BASE ? (c.day[row] ?? 0) * 2 ** 20 + ordinal : null;
  const kept = key === null ? undefined : recent?.get(key);
  if (kept) {
    c.mdr[row] = kept.mdr;
    c.fixedFee[row] = kept.fixedFee;
    c.net[row] = kept.net;
    for (let i = 0; i < kept.credits.length; i += 3)
      credit(kept.credits[i] ?? 0, kept.credits[i + 1] ?? 0, kept.credits[i + 2] ?? 0);
    return;
  }
  const priced = pricedRow(history, row);
  c.mdr[row] = priced.mdr;
  c.fixedFee[row] = priced.fixedFee;
  c.net[row] = priced.net;
  const lines = priced.installments;
  const credits: number[] | null = key === null ? null : [];
  settlementMomentsOf(history, row).forEach((moment, index) => {
    const net = lines[index]?.net ?? 0;
    credits?.push(moment.day, moment.second, net);
    credit(moment.day, moment.second, net);
  });
  if (key !== null && credits)
    recent?.set(key, { mdr: priced.mdr, fixedFee: priced.fixedFee, net: priced.net, credits });
}

/**
 * What the rows before `rows` book, kept from one history to the next at a later moment of the clock: those rows
 * never change once their days are far enough behind (no status of theirs depends on the time any more), so their
 * credits (every day's, the future's too) are priced once. Their events are booked afresh each time, from the rows
 * that drew one (`eventRows`) and those people acted on (`eventRowsNow` adds them for one booking).
 */
export interface RowBooking {
  rows: number;
  /** The rows that booking records up to (it becomes `rows`): the days that left the changing window. */
  nextRows: number;
  /** Days covered: the history's day table. Credits as days open: merchant × length + (day − first day). */
  length: number;
  opening: Float64Array;
  /** Credits at a moment of the day (a Pix the day it was made, an anticipation at its moment), and each day's. */
  timed: {
    day: number[];
    second: number[];
    merchant: number[];
    amount: number[];
    row: number[];
    count: number;
    /** The indexes of each day's credits (day − first day). */
    byDay: number[][];
  };
  /** Whether the card of a final row with a drawn refund was valid on the refund's day (it never changes). */
  cardValid: Map<number, boolean>;
  /** The changing days' generated sales, priced: kept across steps until their days are final. */
  recent: RecentPricing;
  /** Rows before `rows` that drew an event when generated. */
  eventRows: number[];
  /** The rows whose events this booking books: `eventRows` and the rows people acted on. */
  eventRowsNow: readonly number[];
}

function recordCredit(
  booking: RowBooking,
  row: number,
  merchant: number,
  day: number,
  second: number,
  net: number,
  firstDay: number,
) {
  if (day - firstDay >= booking.length) return;
  if (second === 0) {
    addAt(booking.opening, merchant * booking.length + (day - firstDay), net);
    return;
  }
  const t = booking.timed;
  (t.byDay[day - firstDay] ??= []).push(t.count);
  t.day.push(day);
  t.second.push(second);
  t.merchant.push(merchant);
  t.amount.push(net);
  t.row.push(row);
  t.count += 1;
}

/**
 * Walks the days in order, and each day's movements at their own moments, with each merchant's available
 * balance, so a day is booked the same way while it is today and ever after:
 * - credits of settling installments as the day opens (a Pix at its moment, an anticipation at its own);
 * - people's transfers, adjustments and anticipation fees at their moments;
 * - a refund reserves its amount when asked if the balance covers it (out of available, held until the next
 *   ten-minute batch sends it), or waits first-in-first-out for the next credits, and fails after
 *   REFUND_WAIT_DAYS; waiting refunds come before the automatic payout;
 * - a chargeback holds the sale's value (the balance may go below zero); a MED holds what the balance has;
 * - the automatic payout at 18:00 of its day sweeps what is left.
 * Generated events happen only when their moment has come; what people did counts from its moment.
 */
export function settleEvents(history: MoneyHistory, booking: RowBooking | null = null) {
  const { columns: c, firstDay, nowDay, nowSecond } = history;
  const merchantCount = history.directory.merchants.length;
  const span = nowDay - firstDay + 1;
  const now = { day: nowDay, second: nowSecond };
  /** Credits and decisions at each day's opening, per merchant and day. */
  const opening = new Float64Array(merchantCount * span);
  // The credits a booking holds at moments of the day are the first items, as it keeps them (so a step copies them).
  const timed = booking?.timed;
  const itemDay: number[] = timed ? timed.day.slice() : [];
  const itemSecond: number[] = timed ? timed.second.slice() : [];
  const itemKind: number[] = timed ? new Array<number>(timed.count).fill(ITEM.credit) : [];
  const itemMerchant: number[] = timed ? timed.merchant.slice() : [];
  const itemAmount: number[] = timed ? timed.amount.slice() : [];
  const itemRef: number[] = timed ? timed.row.slice() : [];
  const itemsByDay: number[][] = Array.from({ length: span }, (_, d) => timed?.byDay[d]?.slice() ?? []);
  const addItem = (day: number, second: number, kind: number, merchant: number, amount: number, ref: number) => {
    if (day < firstDay || day > nowDay) return;
    const index = itemDay.length;
    itemDay.push(day);
    itemSecond.push(second);
    itemKind.push(kind);
    itemMerchant.push(merchant);
    itemAmount.push(amount);
    itemRef.push(ref);
    itemsByDay[day - firstDay]?.push(index);
  };
  const credit = (row: number, merchant: number, day: number, second: number, net: number) => {
    if (day > nowDay) return;
    if (second === 0) addAt(opening, merchant * span + (day - firstDay), net);
    else addItem(day, second, ITEM.credit, merchant, net, row);
  };
  /** Whether a row's card is valid on a day: a final row's answer is kept in the booking. */
  const cardValidOn = (row: number, day: number) => {
    const kept = booking && row < booking.rows ? booking.cardValid.get(row) : undefined;
    if (kept !== undefined) return kept;
    const valid = cardStatusOn(history, row, day) === 'valid';
    if (booking && row < booking.rows) booking.cardValid.set(row, valid);
    return valid;
  };
  const bookEvent = (row: number, merchant: number) => {
    const event = c.event[row] ?? EVENT.none;
    if (event === EVENT.none) return;
    const eventDay = c.eventDay[row] ?? 0;
    const requested = c.outcome[row] === OUTCOME.requested;
    // A generated event happens when its moment comes; a refund a person asked for counts from its request.
    const due = requested ? eventDay <= nowDay : !isAfter({ day: eventDay, second: c.eventSecond[row] ?? 0 }, now);
    // A drawn refund goes back to the card: none is drawn once the card has expired or been cancelled.
    const cardGone = event === EVENT.refund && !requested && !cardValidOn(row, eventDay);
    if (!due || cardGone) {
      c.event[row] = EVENT.none;
      return;
    }
    addItem(eventDay, c.eventSecond[row] ?? 0, ITEM.event, merchant, 0, row);
  };
  // The rows a booking holds already: their credits as booked, and their events (drawn or people's) afresh.
  const from = booking?.rows ?? 0;
  if (booking) {
    for (let m = 0; m < merchantCount; m += 1)
      for (let d = 0; d < span; d += 1) addAt(opening, m * span + d, booking.opening[m * booking.length + d] ?? 0);
    for (const row of booking.eventRowsNow) bookEvent(row, c.merchant[row] ?? 0);
  }
  const record = booking && booking.nextRows > from ? booking : null;
  for (let row = from; row < history.count; row += 1) {
    const merchant = c.merchant[row] ?? 0;
    if (isSettledRow(history, row)) {
      bookRowCredits(history, row, booking && row >= booking.nextRows ? booking.recent : null, (day, second, net) => {
        credit(row, merchant, day, second, net);
        if (record && row < record.nextRows) recordCredit(record, row, merchant, day, second, net, firstDay);
      });
    }
    if (record && row < record.nextRows && c.event[row] !== EVENT.none) record.eventRows.push(row);
    bookEvent(row, merchant);
  }
  if (record) {
    record.rows = record.nextRows;
    // The sales of days now final are in the booking: their pricing is not needed again.
    const firstChanging = c.day[record.rows] ?? nowDay;
    for (const key of record.recent.keys()) if (Math.floor(key / 2 ** 20) < firstChanging) record.recent.delete(key);
  }
  for (const adjustment of history.adjustments) {
    addItem(adjustment.day, adjustment.second, ITEM.adjustment, adjustment.merchant, adjustment.amount, 0);
  }
  history.anticipations.forEach((anticipation, index) => {
    addItem(
      anticipation.day,
      anticipation.sequence,
      ITEM.anticipationFee,
      anticipation.merchant,
      -anticipation.fee,
      index,
    );
  });
  history.retentions.forEach((retention, index) => {
    addItem(retention.day, retention.second, ITEM.retention, retention.merchant, 0, index);
    addItem(retention.releaseDay, retention.releaseSecond, ITEM.release, retention.merchant, 0, index);
  });
  history.userTransfers.forEach((transfer, index) => {
    // One the bank refused comes back at once, so it never stands in the way of anything.
    if (!transfer.failed)
      addItem(transfer.day, transfer.second, ITEM.transfer, transfer.merchant, -transfer.amount - transfer.fee, index);
  });
  for (let day = firstDay; day <= nowDay; day += 1) {
    const monday = day - ((((day + 4) % 7) + 6) % 7);
    const paysOut = monday >= firstDay && onOrNextBusinessDayIn(history.days, monday) === day;
    if (paysOut && (day < nowDay || nowSecond >= PAYOUT_SECOND)) addItem(day, PAYOUT_SECOND, ITEM.payout, 0, 0, monday);
  }

  const balance = new Float64Array(merchantCount);
  const queues: number[][] = Array.from({ length: merchantCount }, () => []);
  const reserve = (row: number, m: number, day: number, second: number) => {
    const gross = c.amount[row] ?? 0;
    balance[m] = (balance[m] ?? 0) - gross;
    c.held[row] = gross;
    c.heldDay[row] = day;
    c.heldSecond[row] = second;
    c.eventState[row] = EVENT_STATE.held;
  };
  /** Waiting refunds, oldest first: each reserved as soon as the balance covers it, failed after the wait. */
  const serve = (m: number, day: number, second: number) => {
    const queue = queues[m] as number[];
    while (queue.length > 0) {
      const row = queue[0] as number;
      if (day >= (c.eventDay[row] ?? 0) + REFUND_WAIT_DAYS) {
        c.eventState[row] = EVENT_STATE.failed;
        c.heldDay[row] = day;
        c.heldSecond[row] = 0;
        queue.shift();
      } else if ((balance[m] ?? 0) >= (c.amount[row] ?? 0)) {
        reserve(row, m, day, second);
        queue.shift();
      } else break;
    }
  };
  const applyEvent = (row: number, day: number, second: number) => {
    const m = c.merchant[row] ?? 0;
    const gross = c.amount[row] ?? 0;
    const event = c.event[row];
    const outcomeDay = c.outcomeDay[row] ?? 0;
    const decided = outcomeDay <= nowDay;
    if (event === EVENT.refund) {
      c.eventState[row] = EVENT_STATE.waiting;
      (queues[m] as number[]).push(row);
      serve(m, day, second);
      return;
    }
    if (!decided) c.outcome[row] = OUTCOME.open;
    const at = m * span + (outcomeDay - firstDay);
    if (event === EVENT.chargeback) {
      // The sale's value is held until the decision: released if won, debited (with the fine) if lost. The
      // brand's notice service is charged on every chargeback received.
      balance[m] = (balance[m] ?? 0) - gross - noticeFeeOf(history, row);
      c.held[row] = gross;
      c.status[row] = status('chargeback');
      if (decided && c.outcome[row] === OUTCOME.won) addAt(opening, at, gross);
      if (decided && c.outcome[row] === OUTCOME.lost) addAt(opening, at, -chargebackFine(gross, history.fineRule));
    } else {
      // MED: the payer's bank blocks what the account holds, up to the value; the rest is a shortfall.
      const held = Math.max(0, Math.min(gross, balance[m] ?? 0));
      balance[m] = (balance[m] ?? 0) - held;
      c.held[row] = held;
      if (decided && c.outcome[row] === OUTCOME.won) addAt(opening, at, held);
      if (decided && c.outcome[row] === OUTCOME.lost) c.status[row] = status('refunded');
    }
    c.heldDay[row] = day;
    c.heldSecond[row] = second;
  };
  /** Each merchant's days closed below zero since it last closed at or above it. */
  const debts: Array<Array<{ date: CivilDate; debt: number }>> = Array.from({ length: merchantCount }, () => []);
  /** As a day closes: a negative balance covered after the grace day costs the contract's late charges. */
  const closeDay = (day: number) => {
    for (let m = 0; m < merchantCount; m += 1) {
      const closing = balance[m] ?? 0;
      const days = debts[m] as Array<{ date: CivilDate; debt: number }>;
      if (closing < 0) {
        days.push({ date: civilFromDayNumber(day), debt: -closing });
        continue;
      }
      if (days.length > LATE_GRACE_DAYS) {
        const charges = lateCharges(days);
        const total = charges.fine + charges.correction + charges.interest;
        if (total > 0) {
          balance[m] = closing - total;
          history.lateCharges.push({
            merchant: m,
            day,
            fromDay: dayNumber(days[0]?.date ?? civilFromDayNumber(day)),
            debt: Math.max(...days.map((item) => item.debt)),
            ...charges,
          });
        }
      }
      debts[m] = [];
    }
  };
  const payout = (day: number, monday: number) => {
    for (let m = 0; m < merchantCount; m += 1) {
      serve(m, day, PAYOUT_SECOND);
      const available = balance[m] ?? 0;
      if (available < PAYOUT_MINIMUM + PAYOUT_FEE) continue;
      const amount = available - PAYOUT_FEE;
      const draw = hash32(m, day, 7) % 100;
      const outcome = draw < PAYOUT_FAILED_PERCENT ? 'failed' : draw < PAYOUT_DELAYED_PERCENT ? 'delayed' : 'completed';
      const completedDay = addBusinessDaysIn(history.days, day, outcome === 'delayed' ? PAYOUT_DELAY_BUSINESS_DAYS : 1);
      history.payouts.push({
        merchant: m,
        day,
        amount,
        fee: PAYOUT_FEE,
        completedDay,
        outcome,
        movedFrom: monday === day ? null : monday,
      });
      balance[m] = 0;
      // Given back by the bank: the amount and the fee return to the balance as that day opens.
      if (outcome === 'failed' && completedDay <= nowDay)
        addAt(opening, m * span + (completedDay - firstDay), available);
    }
  };

  for (let d = 0; d < span; d += 1) {
    const day = firstDay + d;
    for (let m = 0; m < merchantCount; m += 1) {
      const credit = opening[m * span + d] ?? 0;
      balance[m] = (balance[m] ?? 0) + credit;
      if ((queues[m] as number[]).length) serve(m, day, 0);
    }
    const items = (itemsByDay[d] ?? []).sort(
      (a, b) =>
        (itemSecond[a] ?? 0) - (itemSecond[b] ?? 0) ||
        (itemKind[a] ?? 0) - (itemKind[b] ?? 0) ||
        (itemRef[a] ?? 0) - (itemRef[b] ?? 0),
    );
    for (const item of items) {
      const second = itemSecond[item] ?? 0;
      const kind = itemKind[item];
      const m = itemMerchant[item] ?? 0;
      if (kind === ITEM.event) applyEvent(itemRef[item] ?? 0, day, second);
      else if (kind === ITEM.payout) payout(day, itemRef[item] ?? day);
      else if (kind === ITEM.retention) {
        const retention = history.retentions[itemRef[item] ?? 0];
        if (!retention) continue;
        // Suspect funds: what the account holds, up to the amount staff named.
        retention.held = Math.max(0, Math.min(retention.amount, balance[m] ?? 0));
        balance[m] = (balance[m] ?? 0) - retention.held;
      } else if (kind === ITEM.release) {
        balance[m] = (balance[m] ?? 0) + (history.retentions[itemRef[item] ?? 0]?.held ?? 0);
        if ((queues[m] as number[]).length) serve(m, day, second);
      } else {
        const amount = itemAmount[item] ?? 0;
        balance[m] = (balance[m] ?? 0) + amount;
        if (amount > 0 && (queues[m] as number[]).length) serve(m, day, second);
      }
    }
    if (day < nowDay) closeDay(day);
  }
  for (let row = 0; row < history.count; row += 1) {
    if (c.event[row] !== EVENT.refund) continue;
    const state = c.eventState[row];
    if (state === EVENT_STATE.failed) c.status[row] = status('paid');
    else c.status[row] = refundDone(history, row) ? status('refunded') : status('pending_refund');
  }
}

/** The brand's chargeback notice service on a row's chargeback, in centavos at the day's dollar (0 otherwise). */
export function noticeFeeOf(history: MoneyHistory, row: number): number {
  return noticeOf(history, row)?.amount ?? 0;
}

/** The notice service's figures (dollars, rate, the rate's date, centavos) for a row's chargeback, or null. */
export function noticeOf(history: MoneyHistory, row: number) {
  const c = history.columns;
  if (c.event[row] !== EVENT.chargeback) return null;
  const brand = cardBrands[c.brand[row] ?? 0];
  if (!brand) return null;
  return chargebackNoticeFee(brand, civilFromDayNumber(c.eventDay[row] ?? 0));
}

/**
 * The card of a card sale as the sandbox keeps it: its expiry month and whether the issuer cancelled it. A
 * customer's card on a link keeps the expiry typed; a generated one draws it (0–47 months after the sale) and,
 * rarely, a cancellation.
 */
export function cardStateOf(history: MoneyHistory, row: number): { expiry: string; canceled: boolean } | null {
  const c = history.columns;
  if (c.brand[row] === NO_VALUE) return null;
  const sale = history.userSaleRows.get(row);
  const [year = 2026, month = 1] = civilFromDayNumber(c.day[row] ?? 0)
    .split('-')
    .map(Number);
  if (sale) {
    if (sale.cardExpiry) return { expiry: sale.cardExpiry, canceled: false };
    return { expiry: `${String(month).padStart(2, '0')}/${year + 3}`, canceled: false };
  }
  const draw = hash32(history.seed, c.day[row] ?? 0, c.ordinal[row] ?? 0, 21);
  const index = year * 12 + (month - 1) + (draw % 48);
  return {
    expiry: `${String((index % 12) + 1).padStart(2, '0')}/${Math.floor(index / 12)}`,
    canceled: (draw >>> 8) % 1_000 < 15,
  };
}

/** Whether a row's card is still good on a day: not cancelled, and its expiry month not over. */
export function cardStatusOn(history: MoneyHistory, row: number, day: number): 'valid' | 'expired' | 'canceled' | null {
  const state = cardStateOf(history, row);
  if (!state) return null;
  if (state.canceled) return 'canceled';
  const [month = '01', year = '2000'] = state.expiry.split('/');
  return civilFromDayNumber(day).slice(0, 7) > `${year}-${month}` ? 'expired' : 'valid';
}
