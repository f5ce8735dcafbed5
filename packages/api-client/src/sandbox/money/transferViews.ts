import type { LedgerStatementLine, Transfer, TransferDetail } from '../../endpoints/money';
import { documentCharactersOf, maskDocument } from '../../money/documents';
import { addBusinessDays, civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import { banks, maskPixKey } from '../../money/transferRules';
import { transferViewStatuses, type TransferStatus, type TransferView } from '../../money/vocabulary';
import type { StoredRecipientData, StoredTransfer } from '../db';
import type { SandboxAccount } from '../seeds';
import type { MoneyScope } from './directory';
import type { MoneyHistory } from './history';
import { firstNames, lastNames } from './pools';
import { hash32 } from './prng';
import { payoutIdOf, timestampOf } from './records';
import { accountCan, canSee } from './scope';
import { linesAt, cachedColumns } from './statement';
import { columnsStatementOf } from './statementColumns';

/** The sandbox's DICT: these keys are not registered (README). */
export const UNKNOWN_PIX_KEYS = new Set(['naoexiste@painel.dev', '+5511900000000']);
/** Transfers to these are refused by the receiving bank: the money comes back at once (README). */
export const FAILING_PIX_KEYS = new Set(['falha@painel.dev']);
export const FAILURE_REASON =
  'A instituição do recebedor recusou o crédito (conta encerrada); valor e tarifa voltaram ao saldo.';
const PAYOUT_FAILURE = 'O banco de destino devolveu o saque (conta inválida); valor e tarifa voltaram ao saldo.';
const PAYOUT_DELAY = 'Falha técnica no banco de destino: o crédito leva até 1 dia útil a mais.';
const HOLIDAY_MOVE = 'Segunda-feira foi feriado: o saque foi para o próximo dia útil.';
const CUTOFF_MOVE = 'Pedida depois do horário da TED (17h) ou fora de dia útil: vai no próximo dia útil.';

/** Who holds a Pix key in the sandbox's DICT: a name and bank drawn from the key, so the same key, the same holder. */
export function pixKeyOwnerOf(key: string): StoredRecipientData {
  const h = hash32(...Array.from(key).map((char) => char.charCodeAt(0)));
  const bank = banks[h % banks.length] ?? banks[0];
  const document = String(10_000_000_000 + (h % 89_999_999_999)).slice(0, 11);
  return {
    name: `${firstNames[h % firstNames.length]} ${lastNames[(h >> 8) % lastNames.length]}`,
    document,
    bank: bank.name,
    bankCode: bank.code,
    branch: null,
    account: null,
    accountType: null,
    pixKeyType: null,
    pixKey: key,
  };
}

export function recipientView(recipient: StoredRecipientData): Transfer['recipient'] {
  return {
    name: recipient.name,
    document: maskDocument(recipient.document),
    bank: recipient.bank,
    branch: recipient.branch,
    account: recipient.account ? `*****${recipient.account.slice(-4)}` : null,
    accountType: recipient.accountType,
    pixKeyType: recipient.pixKeyType,
    pixKey: recipient.pixKeyType && recipient.pixKey ? maskPixKey(recipient.pixKeyType, recipient.pixKey) : null,
  };
}

const business = (date: CivilDate, days: number) => addBusinessDays(date, days);

/** A person's transfer as it stands at the sandbox's now. */
export function storedTransferView(h: MoneyHistory, transfer: StoredTransfer, account: SandboxAccount): Transfer {
  const today = civilFromDayNumber(h.nowDay);
  const sent = transfer.decision?.at.slice(0, 10) ?? transfer.requestedAt.slice(0, 10);
  let status: TransferStatus;
  let completedOn: CivilDate | null = null;
  if (transfer.decision && !transfer.decision.approved) status = 'canceled';
  else if (transfer.needsApproval && !transfer.decision) status = 'awaiting_approval';
  else if (transfer.failure) {
    status = 'failed';
    completedOn = sent;
  } else if (transfer.kind === 'pix') {
    status = 'completed';
    completedOn = sent;
  } else if (today < transfer.scheduledFor) status = transfer.movedFrom ? 'extended' : 'scheduled';
  else if (today < business(transfer.scheduledFor, 1)) status = 'processing';
  else {
    status = 'completed';
    completedOn = business(transfer.scheduledFor, 1);
  }
  const merchant = h.directory.merchants.find((m) => m.companyId === transfer.companyId);
  return {
    id: transfer.id,
    companyId: transfer.companyId,
    companyName: merchant?.name ?? '',
    kind: transfer.kind,
    status,
    requestedAt: transfer.requestedAt,
    scheduledFor: transfer.scheduledFor,
    movedFrom: transfer.movedFrom,
    movedReason: transfer.movedFrom ? CUTOFF_MOVE : null,
    completedOn,
    recipient: recipientView(transfer.recipient),
    amount: transfer.amount,
    fee: transfer.fee,
    debited: transfer.amount + transfer.fee,
    credited: status === 'failed' || status === 'canceled' ? 0 : transfer.amount,
    e2eId: transfer.e2eId,
    requestedBy: transfer.requestedBy.name,
    description: transfer.description,
    failureReason: transfer.failure ?? (status === 'canceled' ? (transfer.decision?.reason ?? null) : null),
    approvedBy: transfer.decision?.approved ? transfer.decision.by.name : null,
    canApprove:
      status === 'awaiting_approval' &&
      accountCan(account, 'approve_transfers') &&
      account.email !== transfer.requestedBy.email,
  };
}

/** An automatic payout as it stands at the history's now. */
export function payoutView(h: MoneyHistory, index: number): Transfer {
  const payout = h.payouts[index];
  if (!payout) throw new RangeError(`no payout ${index}`);
  const merchant = h.directory.merchants[payout.merchant];
  const day = civilFromDayNumber(payout.day);
  const done = h.nowDay >= payout.completedDay;
  const status: TransferStatus = !done ? 'processing' : payout.outcome === 'failed' ? 'failed' : 'completed';
  const document = documentCharactersOf(merchant?.document ?? '');
  const code = hash32(payout.merchant, 3);
  return {
    id: payoutIdOf(payout),
    companyId: merchant?.companyId ?? 0,
    companyName: merchant?.name ?? '',
    kind: 'automatic',
    status,
    requestedAt: timestampOf(payout.day, 8 * 3600),
    scheduledFor: day,
    movedFrom: payout.movedFrom === null ? null : civilFromDayNumber(payout.movedFrom),
    movedReason: payout.movedFrom === null ? null : HOLIDAY_MOVE,
    completedOn: done ? civilFromDayNumber(payout.completedDay) : null,
    recipient: {
      name: merchant?.name ?? '',
      document: maskDocument(document),
      bank: banks[code % banks.length]?.name ?? '',
      branch: String(1000 + (code % 8000)),
      account: `*****${String(code % 10_000).padStart(4, '0')}`,
      accountType: 'checking',
      pixKeyType: null,
      pixKey: null,
    },
    amount: payout.amount,
    fee: payout.fee,
    debited: payout.amount + payout.fee,
    credited: status === 'failed' ? 0 : payout.amount,
    e2eId: null,
    requestedBy: 'Saque automático',
    description: 'Saque automático semanal',
    failureReason: status === 'failed' ? PAYOUT_FAILURE : payout.outcome === 'delayed' && !done ? PAYOUT_DELAY : null,
    approvedBy: null,
    canApprove: false,
  };
}

/** Whether a transfer is in a sub-route's view, at the history's today. */
export function inView(transfer: Transfer, view: TransferView, today: CivilDate): boolean {
  if (!transferViewStatuses[view].includes(transfer.status)) return false;
  if (view === 'extended') return transfer.movedFrom !== null;
  // Past the platform terms' window for a bank withdrawal: 2 business days.
  if (view === 'oldpending') return business(transfer.scheduledFor, 2) < today;
  return true;
}

/** Every transfer the caller may see: automatic payouts and people's transfers. */
export function transfersInScope(
  h: MoneyHistory,
  scope: MoneyScope,
  stored: readonly StoredTransfer[],
  account: SandboxAccount,
): Transfer[] {
  const payouts = h.payouts.flatMap((payout, index) => {
    const companyId = h.directory.merchants[payout.merchant]?.companyId ?? 0;
    return canSee(h, scope, companyId) ? [payoutView(h, index)] : [];
  });
  const people = stored
    .filter((transfer) => canSee(h, scope, transfer.companyId))
    .filter((transfer) => dayNumber(transfer.requestedAt.slice(0, 10)) <= h.nowDay)
    .map((transfer) => storedTransferView(h, transfer, account));
  return [...payouts, ...people].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt));
}

/**
 * What an automatic payout contains: every statement line since the previous payout, so that the balance after
 * it plus these lines is the amount plus the fee.
 */
export function payoutContents(h: MoneyHistory, index: number): NonNullable<TransferDetail['contents']> {
  const payout = h.payouts[index];
  if (!payout) throw new RangeError(`no payout ${index}`);
  const previous = h.payouts.findLastIndex((p, i) => i < index && p.merchant === payout.merchant);
  const companyId = h.directory.merchants[payout.merchant]?.companyId;
  const columns = cachedColumns(h, { kind: 'all' }, companyId);
  const from = civilFromDayNumber(previous >= 0 ? (h.payouts[previous]?.day ?? h.firstDay) : h.firstDay);
  const period = columnsStatementOf(columns, from, civilFromDayNumber(payout.day));
  const positionOf = (source: number) =>
    Array.from(period.lines).findIndex((line) => columns.source[line] === source && columns.part[line] === 0);
  const end = positionOf(-1 - index);
  const start = previous >= 0 ? positionOf(-1 - previous) : -1;
  const openingBalance = start >= 0 ? (period.balanceAfter[start] ?? 0) : period.openingBalance;
  const positions = Array.from({ length: Math.max(0, end - start - 1) }, (_, i) => start + 1 + i);
  const statement = { columns, period };
  const lines = linesAt(h, statement, positions, positions).map((line) => {
    const copy: LedgerStatementLine = { ...line };
    delete copy.dayClosingBalance;
    return copy;
  });
  return { openingBalance, lines, total: openingBalance + lines.reduce((sum, line) => sum + line.amount, 0) };
}
