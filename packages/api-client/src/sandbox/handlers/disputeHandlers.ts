import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { fillPath } from '../../endpoints/types';
import {
  disputeAnswerMessages,
  disputeEvidenceSlots,
  disputeKindLabels,
  disputeStateLabels,
  disputeStates,
  EVIDENCE_TYPES,
  JUSTIFICATION_MAX,
  JUSTIFICATION_MIN,
  MAX_EVIDENCE_BYTES,
  type DisputeEvidenceSlot,
} from '../../money/disputeRules';
import { dayNumber } from '../../money/calendar';
import { disputeKinds, transactionStatuses } from '../../money/vocabulary';
import type { SandboxDb, StoredEvidence } from '../db';
import { LOJA_EXEMPLO_COMPANY_ID } from '../money/directory';
import { disputeOf, isDisputeInScope, isRowInScope } from '../money/disputeViews';
import { EVENT, type MoneyHistory } from '../money/history';
import type { MoneySandbox } from '../money/moneySandbox';
import { rowOfTransactionId, timestampOf, transactionIdOf } from '../money/records';
import { accountCan, moneyScopeOf } from '../money/scope';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { audit } from '../auditLog';
import { fail, forbidden, reais } from './moneyActionKit';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;
const MAX_RANGE_DAYS = 400;
const HOUR_MS = 3_600_000;
const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const PAID = transactionStatuses.indexOf('paid');
const METHOD_OF_KIND = { chargeback: 0, med: 2 } as const;

/** Reads the multipart answer: its fields and files, or the 422 to answer with. */
async function answerOf(
  request: Request,
): Promise<
  Response | { decision: 'accept' | 'contest'; key: string; justification: string; evidence: StoredEvidence[] }
> {
  const form = await request.formData().catch(() => null);
  if (!form) return fail('decision', 'Envie a resposta como multipart/form-data.');
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const decision = text('decision');
  if (decision !== 'accept' && decision !== 'contest') return fail('decision', 'Escolha aceitar ou contestar.');
  const key = text('idempotencyKey');
  if (key.length < 8 || key.length > 100) return fail('idempotencyKey', 'Chave de idempotência inválida.');
  const justification = text('justification').trim();
  const evidence: StoredEvidence[] = [];
  for (let index = 0; form.has(`evidence[${index}][slot]`); index += 1) {
    const slot = text(`evidence[${index}][slot]`) as DisputeEvidenceSlot;
    const file = form.get(`evidence[${index}][file]`);
    if (!disputeEvidenceSlots.includes(slot) || evidence.some((item) => item.slot === slot))
      return fail(`evidence.${index}.slot`, 'Tipo de evidência inválido.');
    if (!(file instanceof File) || file.size === 0) return fail(`evidence.${index}.file`, 'O arquivo é obrigatório.');
    if (!(EVIDENCE_TYPES as readonly string[]).includes(file.type))
      return fail(`evidence.${index}.file`, disputeAnswerMessages.evidenceType);
    if (file.size > MAX_EVIDENCE_BYTES) return fail(`evidence.${index}.file`, disputeAnswerMessages.evidenceSize);
    evidence.push({ slot, name: file.name.slice(0, 200), type: file.type, size: file.size });
  }
  if (decision === 'contest') {
    if (justification.length < JUSTIFICATION_MIN || justification.length > JUSTIFICATION_MAX)
      return fail('justification', disputeAnswerMessages.justification);
    if (!evidence.some((item) => item.slot === 'sale')) return fail('evidence', disputeAnswerMessages.evidence);
  }
  return { decision, key, justification: decision === 'contest' ? justification : '', evidence };
}

/** Chargebacks and MEDs: the list, one, the merchant's answer, and the control that opens one. */
export function disputeHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  const nowMs = () => Date.parse(money.now().iso);
  const answerOfRow = (h: MoneyHistory, row: number) =>
    db.read().disputeAnswers.find((answer) => answer.transactionId === transactionIdOf(h, row));
  const viewOf = (h: MoneyHistory, row: number, account: SandboxAccount) =>
    disputeOf(h, row, answerOfRow(h, row), nowMs(), accountCan(account, 'contest_disputes'));
  /** The dispute's row when the caller may see it. */
  const rowFor = (h: MoneyHistory, account: SandboxAccount, transactionId: string) => {
    const row = rowOfTransactionId(h, transactionId);
    return row !== undefined && isDisputeInScope(h, moneyScopeOf(account, db, h), row) ? row : undefined;
  };

  return [
    signedIn('disputes', ({ request, account }) => {
      if (!accountCan(account, 'view_transactions')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name);
      const from = get('from') ?? '';
      const to = get('to') ?? '';
      if (!CIVIL.test(from) || !CIVIL.test(to) || to < from || dayNumber(to) - dayNumber(from) > MAX_RANGE_DAYS)
        return invalid({ message: 'Período inválido.', errors: { from: ['Informe um período válido (AAAA-MM-DD).'] } });
      const states = list(get('state'));
      const kinds = list(get('kind'));
      if (states.some((state) => !(disputeStates as readonly string[]).includes(state)))
        return fail('state', 'Situação inválida.');
      if (kinds.some((kind) => !(disputeKinds as readonly string[]).includes(kind)))
        return fail('kind', 'Tipo inválido.');
      const companyId = Number(get('companyId') ?? 0) || undefined;
      const q = (get('q') ?? '').trim().toUpperCase();
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const first = dayNumber(from);
      const last = dayNumber(to);
      const answers = new Map(db.read().disputeAnswers.map((answer) => [answer.transactionId, answer]));
      const now = nowMs();
      const mayAnswer = accountCan(account, 'contest_disputes');
      const c = h.columns;
      const matched = [];
      for (let row = 0; row < h.count; row += 1) {
        const event = c.event[row];
        if (event !== EVENT.chargeback && event !== EVENT.med) continue;
        const day = c.eventDay[row] ?? 0;
        if (day < first || day > last || !isDisputeInScope(h, scope, row)) continue;
        const id = transactionIdOf(h, row);
        if (q && !id.includes(q)) continue;
        const dispute = disputeOf(h, row, answers.get(id), now, mayAnswer);
        if (companyId && dispute.companyId !== companyId) continue;
        if (states.length && !states.includes(dispute.state)) continue;
        if (kinds.length && !kinds.includes(dispute.kind)) continue;
        matched.push(dispute);
      }
      // Waiting for an answer first, nearest deadline first; then the rest, newest first.
      matched.sort((a, b) => {
        const openA = a.state === 'open';
        const openB = b.state === 'open';
        if (openA !== openB) return openA ? -1 : 1;
        return openA ? a.deadline.localeCompare(b.deadline) : b.openedAt.localeCompare(a.openedAt);
      });
      const pageSize = Number(get('pageSize') ?? 20);
      const page = Math.max(1, Number(get('page') ?? 1) || 1);
      const open = matched.filter((d) => d.state === 'open');
      const lost = matched.filter((d) => d.state === 'lost');
      return HttpResponse.json({
        items: matched.slice((page - 1) * pageSize, page * pageSize),
        total: matched.length,
        page,
        pageSize,
        totals: {
          open: open.length,
          dueSoon: open.filter((d) => Date.parse(d.deadline) - now <= 48 * HOUR_MS).length,
          held: matched.filter((d) => d.state !== 'won' && d.state !== 'lost').reduce((sum, d) => sum + d.amount, 0),
          lost: lost.reduce((sum, d) => sum + d.amount, 0),
          fines: lost.reduce((sum, d) => sum + d.fine, 0),
        },
      });
    }),

    signedIn('dispute', ({ params, account }) => {
      const h = money.history();
      const row = rowFor(h, account, String(params.transactionId ?? ''));
      return row === undefined ? notFound('Disputa não encontrada.') : HttpResponse.json(viewOf(h, row, account));
    }),

    signedIn('answerDispute', async ({ request, params, account }) => {
      if (!accountCan(account, 'contest_disputes')) return forbidden(disputeAnswerMessages.forbidden);
      let h = money.history();
      const row = rowFor(h, account, String(params.transactionId ?? ''));
      if (row === undefined) return notFound('Disputa não encontrada.');
      const parsed = await answerOf(request);
      if (parsed instanceof Response) return parsed;
      const id = transactionIdOf(h, row);
      const repeated = db.read().disputeAnswers.find((answer) => answer.idempotencyKey === parsed.key);
      if (repeated) {
        if (repeated.transactionId !== id) return fail('idempotencyKey', 'Esta chave já foi usada em outra resposta.');
        return HttpResponse.json(viewOf(h, row, account));
      }
      const before = viewOf(h, row, account);
      if (before.state !== 'open') return fail('decision', disputeAnswerMessages.closed);
      const answeredAt = money.now().iso;
      db.update((state) => {
        state.disputeAnswers.push({
          transactionId: id,
          companyId: before.companyId,
          idempotencyKey: parsed.key,
          decision: parsed.decision,
          justification: parsed.justification,
          evidence: parsed.evidence,
          answeredAt,
          answeredBy: { name: account.name, email: account.email },
        });
      });
      h = money.history();
      const after = viewOf(h, row, account);
      audit(
        db,
        account,
        { model: 'Dispute', id, companyId: before.companyId },
        fillPath(endpoints.answerDispute.path, { transactionId: id }),
        { disputa: `${disputeKindLabels[before.kind]} ${id}`, situacao: disputeStateLabels[before.state] },
        {
          resposta: parsed.decision === 'accept' ? 'Aceita' : 'Contestada',
          situacao: disputeStateLabels[after.state],
          valor: reais(before.amount),
          ...(after.state === 'lost' && after.fine ? { multa: reais(after.fine) } : {}),
          evidencias: parsed.evidence.map((item) => item.name).join(', '),
        },
      );
      return HttpResponse.json(after);
    }),

    signedIn('sandboxOpenDispute', async ({ request, account }) => {
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const kind = body.kind === 'med' ? 'med' : body.kind === 'chargeback' ? 'chargeback' : null;
      const outcome = body.outcome === 'won' ? 'won' : body.outcome === 'lost' ? 'lost' : null;
      const hoursAgo = typeof body.hoursAgo === 'number' ? body.hoursAgo : 0;
      if (!kind || !outcome || !(hoursAgo >= 0 && hoursAgo <= 24 * 30))
        return invalid({ message: 'Dados inválidos.', errors: { kind: ['Informe kind, outcome e hoursAgo.'] } });
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const openedMs = nowMs() - hoursAgo * HOUR_MS;
      const opened = new Date(openedMs - 3 * HOUR_MS);
      const openedDay = Math.floor(opened.getTime() / 86_400_000);
      const openedSecond = Math.floor((opened.getTime() % 86_400_000) / 1000);
      const taken = new Set(db.read().disputes.map((d) => d.transactionId));
      const c = h.columns;
      const eligible = (row: number) => {
        const merchant = h.directory.merchants[c.merchant[row] ?? 0];
        return (
          c.status[row] === PAID &&
          c.event[row] === EVENT.none &&
          c.method[row] === METHOD_OF_KIND[kind] &&
          merchant !== undefined &&
          (scope.kind === 'all' ? merchant.companyId === LOJA_EXEMPLO_COMPANY_ID : isRowInScope(h, scope, row)) &&
          (c.day[row] ?? 0) < openedDay &&
          !taken.has(transactionIdOf(h, row))
        );
      };
      let row: number | undefined;
      if (typeof body.transactionId === 'string') {
        row = rowOfTransactionId(h, body.transactionId);
        if (row === undefined || !eligible(row))
          return fail('transactionId', 'Escolha uma venda paga, sem disputa, do meio de pagamento certo.');
      } else {
        for (let r = h.count - 1; r >= 0 && row === undefined; r -= 1) if (eligible(r)) row = r;
        if (row === undefined) return fail('transactionId', 'Nenhuma venda paga serve para abrir a disputa.');
      }
      const openedAt = timestampOf(openedDay, openedSecond);
      db.update((state) => {
        state.disputes.push({ transactionId: transactionIdOf(h, row), kind, openedAt, outcome });
      });
      const next = money.history();
      return HttpResponse.json(viewOf(next, row, account));
    }),
  ];
}
