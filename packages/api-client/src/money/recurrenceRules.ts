import type { CreateRecurrenceInput } from '../endpoints/recurrenceEndpoints';
import { addDays, type CivilDate } from './calendar';
import { cardProblemMessages, cardProblems } from './cardRules';
import { recurrenceCycles, recurrenceDueDate, type RecurrenceCycle, type RecurrenceStatus } from './paymentLinkRules';
import { CHECKOUT_AMOUNT_MAX, CHECKOUT_AMOUNT_MIN, payerProblems } from './payerRules';

/**
 * A subscription's charges as the clock reaches them: each cycle's due date (a pause moves the schedule to the
 * date chosen to resume), a card charge retried 2 and 4 days after a refusal (never after a refusal the issuer
 * says not to retry), an amount change from the due date it takes effect, and the status the list shows.
 */
export const RETRY_AFTER_DAYS = [2, 4] as const;
/** Refusals the issuer says not to retry (suspected fraud, invalid card): the subscription waits for a new card. */
export const NO_RETRY_CODES: readonly string[] = ['59', '14', '54'];
/** A Pix or boleto charge not paid this many days after its due date puts the subscription in arrears. */
export const OVERDUE_AFTER_DAYS = 3;

export interface RecurrenceSchedule {
  cycle: RecurrenceCycle;
  firstDueDate: CivilDate;
  amount: number;
  method: 'card' | 'pix' | 'boleto';
  /** Amount changes, each from the first due date on or after `from` (unless it updated pending charges too). */
  amountChanges: readonly { from: CivilDate; amount: number }[];
  /** Method changes, the same way. */
  methodChanges: readonly { from: CivilDate; method: 'card' | 'pix' | 'boleto' }[];
  /** Paused from a day (no charge due on or after it) until the day chosen to resume, which starts a new cycle. */
  pauses: readonly { from: CivilDate; resumeOn: CivilDate | null }[];
  canceledOn: CivilDate | null;
  /** The answer a charge by card gets on a given day (the card on file then): approved, or refused with a code. */
  cardAnswer: (due: CivilDate, attempt: number) => { approved: true } | { approved: false; code: string };
  /** When a Pix or boleto charge was paid, if it was. */
  paidOn: (due: CivilDate) => CivilDate | null;
}

export type ChargeStatus = 'paid' | 'retrying' | 'failed' | 'awaiting' | 'overdue' | 'scheduled';

export interface RecurrenceCharge {
  cycle: number;
  dueDate: CivilDate;
  amount: number;
  /** How this charge is collected (a method change applies from its date). */
  method: 'card' | 'pix' | 'boleto';
  status: ChargeStatus;
  attempts: number;
  /** The last refusal's code, for a card charge that failed. */
  refusalCode: string | null;
  paidOn: CivilDate | null;
  /** The next retry, while one is due. */
  retryOn: CivilDate | null;
}

const methodOn = (schedule: RecurrenceSchedule, due: CivilDate) =>
  schedule.methodChanges.filter((change) => change.from <= due).at(-1)?.method ?? schedule.method;
const amountOn = (schedule: RecurrenceSchedule, due: CivilDate) =>
  schedule.amountChanges.filter((change) => change.from <= due).at(-1)?.amount ?? schedule.amount;

/**
 * The due dates up to `until`, then the next one: a pause ends the running cycle (no charge due on or after its
 * start) and its resume date starts a new one; a cancellation ends them all.
 */
export function dueDatesOf(schedule: RecurrenceSchedule, until: CivilDate, max = 400): CivilDate[] {
  const dates: CivilDate[] = [];
  const pauses = [...schedule.pauses].sort((a, b) => a.from.localeCompare(b.from));
  let start = schedule.firstDueDate;
  for (const pause of [...pauses, null]) {
    for (let n = 0; dates.length < max; n += 1) {
      const due = recurrenceDueDate(start, schedule.cycle, n);
      if (schedule.canceledOn !== null && due >= schedule.canceledOn) return dates;
      if (pause && due >= pause.from) break;
      dates.push(due);
      if (due > until) return dates;
    }
    if (!pause?.resumeOn) return dates;
    start = pause.resumeOn;
  }
  return dates;
}

/** Every charge due by `today` with its status, then the next one, scheduled. */
export function recurrenceCharges(schedule: RecurrenceSchedule, today: CivilDate): RecurrenceCharge[] {
  return dueDatesOf(schedule, today).map((dueDate, cycle) => {
    const amount = amountOn(schedule, dueDate);
    const method = methodOn(schedule, dueDate);
    const base = {
      cycle: cycle + 1,
      dueDate,
      amount,
      method,
      attempts: 0,
      refusalCode: null,
      paidOn: null,
      retryOn: null,
    };
    if (dueDate > today) return { ...base, status: 'scheduled' as const };
    if (method !== 'card') {
      const paidOn = schedule.paidOn(dueDate);
      if (paidOn && paidOn <= today) return { ...base, status: 'paid' as const, paidOn };
      const late = addDays(dueDate, OVERDUE_AFTER_DAYS) < today;
      return { ...base, status: late ? ('overdue' as const) : ('awaiting' as const) };
    }
    const tries = [dueDate, ...RETRY_AFTER_DAYS.map((days) => addDays(dueDate, days))];
    let refusalCode: string | null = null;
    for (let attempt = 0; attempt < tries.length; attempt += 1) {
      const day = tries[attempt] as CivilDate;
      if (day > today) return { ...base, status: 'retrying' as const, attempts: attempt, refusalCode, retryOn: day };
      const answer = schedule.cardAnswer(day, attempt);
      if (answer.approved) return { ...base, status: 'paid' as const, attempts: attempt + 1, refusalCode, paidOn: day };
      refusalCode = answer.code;
      if (NO_RETRY_CODES.includes(answer.code))
        return { ...base, status: 'failed' as const, attempts: attempt + 1, refusalCode };
    }
    return { ...base, status: 'failed' as const, attempts: tries.length, refusalCode };
  });
}

/** The status of a subscription from its charges: canceled, paused, incomplete (first not paid), in arrears, active. */
export function recurrenceStatusOf(
  schedule: RecurrenceSchedule,
  charges: readonly RecurrenceCharge[],
  today: CivilDate,
): RecurrenceStatus {
  if (schedule.canceledOn !== null && schedule.canceledOn <= today) return 'canceled';
  // Resumed with a date to start again: active, its next charge on that date.
  const pause = schedule.pauses.find((p) => p.from <= today && p.resumeOn === null);
  if (pause) return 'paused';
  const due = charges.filter((charge) => charge.status !== 'scheduled');
  const first = due[0];
  if (first && first.status !== 'paid')
    return first.status === 'failed' || first.status === 'overdue' ? 'incomplete' : 'active';
  return due.some((charge) => charge.status === 'failed' || charge.status === 'overdue') ? 'overdue' : 'active';
}

export const recurrenceMessages = {
  description: 'Descreva a assinatura em 3 a 120 caracteres.',
  amount: 'O valor da cobrança fica entre R$ 1,00 e R$ 100.000,00.',
  firstDueDate: 'O primeiro vencimento vai de hoje a um ano daqui.',
  nextDueDate: 'A próxima cobrança vai de hoje a um ano daqui.',
  customer: 'Informe o nome do cliente.',
  card: 'Informe o cartão da assinatura.',
  canceled: 'Esta assinatura foi cancelada.',
  notPaused: 'Esta assinatura não está pausada.',
  alreadyPaused: 'Esta assinatura já está pausada.',
  notCard: 'Esta assinatura não é cobrada em cartão.',
  method: 'Escolha a forma de cobrança.',
  planOnlyEnds: 'Um plano só pode ser encerrado; as assinaturas feitas nele continuam.',
  cycle: 'Escolha o ciclo.',
  /** The card was checked when put on file and the issuer refused it for good (D22): nothing is created. */
  cardRefused: (reason: string) => `Cartão recusado pelo emissor: ${reason}. Peça outro cartão ao cliente.`,
} as const;

const METHODS: readonly string[] = ['card', 'pix', 'boleto'];

/**
 * Each field's problem in a new subscription, as `field` or `customer.name` / `card.number` paths with the
 * Portuguese message: the form shows these before sending and the API answers with the same.
 */
export function recurrenceProblems(
  input: Omit<CreateRecurrenceInput, 'idempotencyKey'>,
  today: CivilDate,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const description = input.description.trim();
  if (description.length < 3 || description.length > 120) problems.description = recurrenceMessages.description;
  if (!Number.isInteger(input.amount) || input.amount < CHECKOUT_AMOUNT_MIN || input.amount > CHECKOUT_AMOUNT_MAX)
    problems.amount = recurrenceMessages.amount;
  if (!METHODS.includes(input.method)) problems.method = recurrenceMessages.method;
  if (!(recurrenceCycles as readonly string[]).includes(input.cycle)) problems.cycle = recurrenceMessages.cycle;
  if (!isDueDateInRange(input.firstDueDate, today)) problems.firstDueDate = recurrenceMessages.firstDueDate;
  if (input.kind === 'single') {
    const customer = input.customer ?? { name: '', email: '', document: '' };
    for (const [field, message] of Object.entries(payerProblems(customer, { phone: false })))
      problems[`customer.${field}`] = message;
  }
  // An Anônimo recurrence is a plan: each subscriber gives a card on its public link.
  if (input.method === 'card' && input.kind === 'single') {
    const card = input.card ?? { number: '', holderName: '', expiry: '', cvv: '' };
    for (const [field, problem] of Object.entries(cardProblems(card, today.slice(0, 7))))
      problems[`card.${field}`] = cardProblemMessages[problem];
  }
  return problems;
}

/** How many of a cycle fit in a month, as tenths (weekly 4,3; annual 1/12), for the monthly recurring revenue. */
const PER_MONTH: Record<RecurrenceCycle, [number, number]> = {
  weekly: [52, 12],
  biweekly: [26, 12],
  monthly: [1, 1],
  quarterly: [1, 3],
  semiannual: [1, 6],
  annual: [1, 12],
};

/** A subscription's amount brought to a month, half-up in centavos. */
export function monthlyRevenueOf(amount: number, cycle: RecurrenceCycle): number {
  const [times, months] = PER_MONTH[cycle];
  return Math.round((amount * times) / months);
}

/** The first or next due date a person picks: from today to a year ahead. */
export const isDueDateInRange = (date: string, today: CivilDate) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && date >= today && date <= addDays(today, 365);
