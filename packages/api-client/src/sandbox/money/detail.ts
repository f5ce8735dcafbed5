import { boletoBarcode, digitableLineOf } from '../../money/boleto';
import { addDays, civilFromDayNumber } from '../../money/calendar';
import { refusalReasons, type TransactionStatus } from '../../money/vocabulary';
import { disputeAnswerDays } from '../../money/disputeRules';
import { disputeMomentsOf, disputeStateOf } from './disputeViews';
import {
  EVENT,
  EVENT_STATE,
  OUTCOME,
  cardStateOf,
  cardStatusOn,
  REFUND_WAIT_DAYS,
  refundBatchAfter,
  refundDone,
  NO_VALUE,
  disputeFineOf,
  isSettledRow,
  pricedRow,
  settlementDaysOf,
  type MoneyHistory,
} from './history';
import {
  authorizationCodeOf,
  customerOfRow,
  e2eIdOf,
  maskedCardOf,
  nsuOf,
  timestampOf,
  transactionSummaryOf,
} from './records';
import { hash32 } from './prng';

type Actor = 'system' | 'user' | 'issuer' | 'customer';

/** A transaction in full: what the list shows plus identifiers, installments, refusal, dispute and timeline. */
export function transactionDetailOf(h: MoneyHistory, row: number) {
  const c = h.columns;
  const summary = transactionSummaryOf(h, row);
  const merchant = h.directory.merchants[c.merchant[row] ?? 0];
  const store = merchant?.stores[c.store[row] ?? 0];
  const day = c.day[row] ?? 0;
  const second = c.second[row] ?? 0;
  const at = (offsetSeconds: number) =>
    timestampOf(day + Math.floor((second + offsetSeconds) / 86_400), (second + offsetSeconds) % 86_400);
  const settled = isSettledRow(h, row);
  // Settlements run at 06:00; one on the sale's own day (Pix D+0) lands as the payment is confirmed.
  const saleDate = civilFromDayNumber(day);
  const settledAt = (date: string) => (date === saleDate ? at(1) : `${date}T06:00:00-03:00`);
  const status: TransactionStatus = summary.status;
  const card = summary.brand !== null;
  const customer = customerOfRow(h, row);
  const priced = pricedRow(h, row);
  const settlementDays = settled ? settlementDaysOf(h, row) : [];
  const installmentList = settlementDays.map((settlementDay, index) => {
    const line = priced.installments[index];
    return {
      number: index + 1,
      of: settlementDays.length,
      expectedDate: civilFromDayNumber(settlementDay),
      gross: line?.gross ?? 0,
      mdr: line?.mdr ?? 0,
      fixedFee: line?.fixedFee ?? 0,
      net: line?.net ?? 0,
      status: settlementDay <= h.nowDay ? ('paid' as const) : ('waiting' as const),
    };
  });
  const timeline: Array<{ at: string; kind: string; title: string; actor: Actor }> = [
    { at: at(0), kind: 'created', title: 'Transação criada', actor: 'customer' },
  ];
  const refusal = c.refusal[row] === NO_VALUE ? null : refusalReasons[c.refusal[row] ?? 0];
  if (refusal)
    timeline.push({ at: at(2), kind: 'refused', title: `Recusada pelo emissor: ${refusal.message}`, actor: 'issuer' });
  const authorized = card && status !== 'refused';
  if (authorized) timeline.push({ at: at(2), kind: 'authorized', title: 'Autorizada pelo emissor', actor: 'issuer' });
  if (status === 'canceled') timeline.push({ at: at(600), kind: 'canceled', title: 'Cancelada', actor: 'user' });
  if (status === 'expired')
    timeline.push({ at: at(86_400), kind: 'expired', title: 'Expirada sem pagamento', actor: 'system' });
  if (settled) {
    timeline.push({
      at: at(card ? 3 : 0),
      kind: 'captured',
      title: card ? 'Capturada' : 'Pagamento confirmado',
      actor: 'system',
    });
    for (const line of installmentList) {
      if (line.status !== 'paid') continue;
      const label = line.of > 1 ? `Parcela ${line.number}/${line.of} liquidada` : 'Valor liquidado na conta';
      timeline.push({ at: settledAt(line.expectedDate), kind: 'settled', title: label, actor: 'system' });
    }
  }
  const event = c.event[row] ?? EVENT.none;
  const eventAt = timestampOf(c.eventDay[row] ?? 0, c.eventSecond[row] ?? 0);
  const outcomeDate = civilFromDayNumber(c.outcomeDay[row] ?? 0);
  let dispute = null;
  if (event === EVENT.refund) timeline.push(...refundTimelineOf(h, row));
  if (event === EVENT.chargeback || event === EVENT.med) {
    const kind = event === EVENT.chargeback ? ('chargeback' as const) : ('med' as const);
    const outcome =
      c.outcome[row] === OUTCOME.won
        ? ('won' as const)
        : c.outcome[row] === OUTCOME.lost
          ? ('lost' as const)
          : ('open' as const);
    const openedDate = civilFromDayNumber(c.eventDay[row] ?? 0);
    const moments = disputeMomentsOf(h, row);
    const nowMs = Date.parse(timestampOf(h.nowDay, h.nowSecond));
    dispute = {
      kind,
      status: outcome,
      state: disputeStateOf(h, row, h.disputeAnswers.has(row), nowMs),
      openedAt: eventAt,
      deadline: addDays(openedDate, disputeAnswerDays[kind]),
      deadlineAt: moments.deadline,
      fine: disputeFineOf(h, row),
      // A MED blocks what the account held, up to the value; what it could not block is the shortfall.
      held: c.held[row] ?? 0,
    };
    timeline.push({
      at: eventAt,
      kind: `${kind}_opened`,
      title: kind === 'chargeback' ? 'Chargeback aberto pelo portador' : 'MED aberto: valor bloqueado',
      actor: 'issuer',
    });
    if (outcome !== 'open') {
      const title =
        kind === 'chargeback'
          ? outcome === 'won'
            ? 'Chargeback revertido a favor do lojista'
            : 'Chargeback encerrado: valor debitado'
          : outcome === 'won'
            ? 'MED improcedente: valor desbloqueado'
            : 'MED procedente: valor devolvido ao pagador';
      timeline.push({ at: `${outcomeDate}T10:00:00-03:00`, kind: `${kind}_${outcome}`, title, actor: 'system' });
    }
  }
  timeline.sort((a, b) => a.at.localeCompare(b.at));
  const seed = hash32(h.seed, day, c.ordinal[row] ?? 0, 9);
  return {
    ...summary,
    authorizedAt: authorized ? at(2) : null,
    capturedAt: settled ? at(card ? 3 : 0) : null,
    paidAt: settled ? settledAt(installmentList[0]?.expectedDate ?? saleDate) : null,
    mdrRate: priced.rate,
    mdr: settled ? priced.mdr : 0,
    fixedFee: settled ? priced.fixedFee : 0,
    nsu: nsuOf(h, row),
    authorizationCode: authorized ? authorizationCodeOf(h, row) : null,
    tid: card ? `${String(seed).padStart(10, '0')}${String(day % 10_000).padStart(4, '0')}` : null,
    terminal: c.terminal[row] === NO_VALUE ? null : (store?.terminals[c.terminal[row] ?? 0] ?? null),
    partnerId: merchant?.partnerId ?? 0,
    customer,
    card: card
      ? {
          masked: maskedCardOf(h, row) ?? '',
          holder: customer.name.toUpperCase(),
          expiry: cardStateOf(h, row)?.expiry ?? '',
          status: cardStatusOn(h, row, h.nowDay) ?? 'valid',
        }
      : null,
    pix: summary.method === 'pix' ? { e2eId: e2eIdOf(h, row), txid: `painel${String(seed).padStart(20, '0')}` } : null,
    boleto:
      summary.method === 'boleto'
        ? {
            ourNumber: String(seed).padStart(11, '0'),
            digitableLine: boletoLineOf(h, row, seed),
            dueDate: addDays(civilFromDayNumber(day), 3),
          }
        : null,
    refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
    dispute,
    installmentList,
    timeline,
  };
}

/** The boleto's linha digitável as the bank would print it: its due date (3 days after issue), amount and number. */
function boletoLineOf(h: MoneyHistory, row: number, seed: number): string {
  const c = h.columns;
  const freeField = `${String(seed % 1_000_000_000).padStart(9, '0')}${String(c.ordinal[row] ?? 0).padStart(16, '0')}`;
  const dueDate = addDays(civilFromDayNumber(c.day[row] ?? 0), 3);
  return digitableLineOf(boletoBarcode({ bankCode: '341', dueDate, amount: c.amount[row] ?? 0, freeField }));
}

/** A refund's course on the timeline: reserved (or waiting for the balance), sent to the customer, or not made. */
function refundTimelineOf(h: MoneyHistory, row: number) {
  const c = h.columns;
  const state = c.eventState[row];
  const heldAt = timestampOf(c.heldDay[row] ?? 0, c.heldSecond[row] ?? 0);
  const events: Array<{ at: string; kind: string; title: string; actor: Actor }> = [];
  if (state === EVENT_STATE.waiting) {
    events.push({
      at: timestampOf(c.eventDay[row] ?? 0, c.eventSecond[row] ?? 0),
      kind: 'refund_waiting',
      title: `Estorno aguardando saldo disponível (até ${REFUND_WAIT_DAYS} dias)`,
      actor: 'system',
    });
  } else if (state === EVENT_STATE.failed) {
    events.push({
      at: heldAt,
      kind: 'refund_failed',
      title: `Estorno não realizado: o saldo não cobriu o valor em ${REFUND_WAIT_DAYS} dias; nada foi debitado`,
      actor: 'system',
    });
  } else if (state === EVENT_STATE.held) {
    events.push({ at: heldAt, kind: 'refund_reserved', title: 'Valor do estorno reservado no saldo', actor: 'system' });
    if (refundDone(h, row)) {
      const batch = refundBatchAfter(c.heldDay[row] ?? 0, c.heldSecond[row] ?? 0);
      events.push({
        at: timestampOf(batch.day, batch.second),
        kind: 'refunded',
        title: 'Estorno concluído',
        actor: 'system',
      });
    }
  }
  return events;
}
