import type { OutboxMessage } from '../../endpoints/sandbox';
import { disputeKindLabels } from '../../money/disputeRules';
import type { SandboxDb } from '../db';
import { disputeMomentsOf, HOUR_MS } from './disputeViews';
import { EVENT, OUTCOME, type MoneyHistory } from './history';
import { transactionIdOf } from './records';
import { accountCan } from './scope';

/** When a merchant is told a dispute is waiting: 48 and 24 hours before its deadline. */
const ALERT_HOURS = [48, 24] as const;

/**
 * The e-mails the sandbox "sent" before dispute deadlines, derived from the ledger as the clock reaches them (so a
 * moved clock sends them, and a reset forgets them): for each dispute still waiting for its merchant's answer,
 * one at 48 h and one at 24 h, to each person of the merchant's company who may answer it.
 */
export function disputeAlertMessages(h: MoneyHistory, db: SandboxDb, nowMs: number): OutboxMessage[] {
  const c = h.columns;
  const { accounts } = db.read();
  const messages: OutboxMessage[] = [];
  for (let row = 0; row < h.count; row += 1) {
    const event = c.event[row];
    if ((event !== EVENT.chargeback && event !== EVENT.med) || c.outcome[row] !== OUTCOME.open) continue;
    if (h.disputeAnswers.has(row)) continue;
    const companyId = h.directory.merchants[c.merchant[row] ?? 0]?.companyId;
    // Those who can answer it: an operator of one store cannot, and is not told.
    const people = accounts.filter(
      (account) =>
        account.companyId === companyId && account.role !== 'operator' && accountCan(account, 'contest_disputes'),
    );
    if (people.length === 0) continue;
    const moments = disputeMomentsOf(h, row);
    const id = transactionIdOf(h, row);
    for (const hours of ALERT_HOURS) {
      const at = moments.deadlineMs - hours * HOUR_MS;
      if (at > nowMs || moments.deadlineMs <= nowMs) continue;
      for (const person of people)
        messages.push({
          id: `dispute-${id}-${hours}-${person.iduser}`,
          channel: 'email',
          to: person.email,
          subject: `${disputeKindLabels[moments.kind]}: menos de ${hours} horas para responder`,
          text: `A disputa da transação ${id} vence em ${moments.deadline.slice(8, 10)}/${moments.deadline.slice(5, 7)} às ${moments.deadline.slice(11, 16)}. Responda no Painel, em Transferências › Chargebacks, para não perdê-la.`,
          link: `/dashboard/transfers/chargebacks?disputa=${id}`,
          sentAt: new Date(at).toISOString(),
        });
    }
  }
  return messages;
}
