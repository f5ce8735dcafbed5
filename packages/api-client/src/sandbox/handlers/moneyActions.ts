import { HttpResponse, type HttpHandler } from 'msw';
import { civilFromDayNumber } from '../../money/calendar';
import { refundBlockMessages } from '../../money/refunds';
import { EXPORT_INLINE_LIMIT, transactionsCsv } from '../../money/transactionCsv';
import { transactionStatusLabels } from '../../money/vocabulary';
import { appendAudit } from '../auditLog';
import type { SandboxDb } from '../db';
import { EVENT, OUTCOME, type MoneyHistory } from '../money/history';
import type { MoneySandbox } from '../money/moneySandbox';
import { matchTransactions, type TransactionQuery } from '../money/query';
import { rowOfTransactionId, transactionIdOf, transactionSummaryOf } from '../money/records';
import { disputeMomentsOf, HOUR_MS } from '../money/disputeViews';
import { transactionDetailWithRefund } from '../money/refundState';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import type { MoneyScope } from '../money/directory';
import { endpoints } from '../../endpoints';
import { fillPath } from '../../endpoints/types';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import { listQueryOf } from './money';
import { exportJobView, exportJob, exportedFile, listJobFile } from './listExports';

function exportRows(h: MoneyHistory, scope: MoneyScope, query: TransactionQuery) {
  const { matched, length } = matchTransactions(h, scope, query);
  const rows = Array.from(matched.subarray(0, length));
  if (query.sort === 'amount') rows.sort((a, b) => (h.columns.amount[a] ?? 0) - (h.columns.amount[b] ?? 0));
  if ((query.order ?? 'desc') === 'desc') rows.reverse();
  return rows;
}

const exportFilename = (query: TransactionQuery) => `transacoes_${query.from}_a_${query.to}.csv`;

/** Refunds, exports and the open disputes' summary. */
export function moneyActionHandlers(
  db: SandboxDb,
  money: MoneySandbox,
  { signedIn }: SandboxRouter,
  /** Every handler of the sandbox, for a list export's file (read from the list's own handler). */
  handlers: () => HttpHandler[],
): HttpHandler[] {
  const listQueryFrom = (query: Record<string, unknown>) =>
    listQueryOf(
      new URL(
        `http://sandbox/?${new URLSearchParams(
          Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )}`,
      ),
    );

  return [
    signedIn('refundTransaction', async ({ request, params, account }) => {
      if (!accountCan(account, 'refund_transactions')) {
        return HttpResponse.json({ message: 'Você não tem permissão para estornar transações.' }, { status: 403 });
      }
      const body = (await jsonBody(request)) as { idempotencyKey?: unknown } | undefined;
      const key = body?.idempotencyKey;
      if (typeof key !== 'string' || key.length < 8 || key.length > 100) {
        return invalid({
          message: 'Os dados fornecidos são inválidos.',
          errors: { idempotencyKey: ['Envie uma chave de idempotência de 8 a 100 caracteres.'] },
        });
      }
      const id = String(params.id);
      let h = money.history();
      const row = rowOfTransactionId(h, id);
      const scope = moneyScopeOf(account, db, h);
      const companyId = row === undefined ? undefined : h.directory.merchants[h.columns.merchant[row] ?? 0]?.companyId;
      if (row === undefined || companyId === undefined || !canSee(h, scope, companyId)) {
        return notFound('Transação não encontrada.');
      }
      // A key is the merchant's own: another merchant's key never collides with it.
      const repeated = db
        .read()
        .refunds.find((refund) => refund.idempotencyKey === key && refund.companyId === companyId);
      if (repeated) {
        if (repeated.transactionId !== transactionIdOf(h, row)) {
          return invalid({
            message: 'Esta chave de idempotência já foi usada em outro estorno.',
            errors: { idempotencyKey: ['Gere uma nova chave para um novo estorno.'] },
          });
        }
        return HttpResponse.json(transactionDetailWithRefund(h, db, row));
      }
      const before = transactionDetailWithRefund(h, db, row);
      if (!before.refund.allowed && before.refund.reason) {
        const message = refundBlockMessages[before.refund.reason];
        return invalid({ message, errors: { transaction: [message] } });
      }
      const requestedAt = money.now().iso;
      db.update((state) => {
        state.refunds.push({
          transactionId: before.id,
          requestedAt,
          idempotencyKey: key,
          amount: before.amount,
          companyId,
          requestedBy: { name: account.name, email: account.email },
        });
        appendAudit(
          state,
          account,
          { model: 'Transaction' },
          fillPath(endpoints.refundTransaction.path, { id: before.id }),
          { status: transactionStatusLabels[before.status] },
          { status: 'Estorno solicitado', valor: (before.amount / 100).toFixed(2) },
        );
      });
      h = money.history();
      return HttpResponse.json(transactionDetailWithRefund(h, db, rowOfTransactionId(h, before.id) ?? row));
    }),

    signedIn('exportTransactions', async ({ request, account }) => {
      const body = (await jsonBody(request)) as { query?: unknown; columns?: unknown } | undefined;
      const columns = Array.isArray(body?.columns)
        ? body.columns.filter((c): c is string => typeof c === 'string')
        : [];
      if (!body?.query || typeof body.query !== 'object' || !columns.length) {
        return invalid({
          message: 'Os dados fornecidos são inválidos.',
          errors: { columns: ['Escolha ao menos uma coluna.'] },
        });
      }
      const parsed = listQueryFrom(body.query as Record<string, unknown>);
      if ('problem' in parsed) return invalid(parsed.problem);
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const rows = exportRows(h, scope, parsed.query);
      if (rows.length <= EXPORT_INLINE_LIMIT) {
        const content = transactionsCsv(
          rows.map((row) => transactionSummaryOf(h, row)),
          columns,
        );
        return exportedFile(exportFilename(parsed.query), rows.length, content);
      }
      return exportJob(db, money, account, {
        filename: exportFilename(parsed.query),
        rows: rows.length,
        query: Object.fromEntries(
          Object.entries(body.query as Record<string, unknown>).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        ),
        columns,
        historyCut: { date: civilFromDayNumber(h.nowDay), second: h.nowSecond },
      });
    }),

    signedIn('exportJobs', ({ account }) => {
      const now = Date.now();
      const items = db
        .read()
        .exportJobs.filter((job) => job.requestedBy === account.email)
        .map((job) => exportJobView(job, now));
      return HttpResponse.json({ items });
    }),

    signedIn('exportFile', ({ request, params, account }) => {
      const job = db.read().exportJobs.find((item) => item.id === params.id && item.requestedBy === account.email);
      if (!job) return notFound('Arquivo não encontrado.');
      const view = exportJobView(job, Date.now());
      if (view.status !== 'ready') {
        const message =
          view.status === 'generating'
            ? 'O arquivo ainda está sendo gerado. Tente de novo em instantes.'
            : 'Este arquivo expirou. Gere a exportação novamente.';
        return invalid({ message, errors: { id: [message] } });
      }
      if (job.list) return listJobFile(handlers, request, job);
      const parsed = listQueryFrom(job.query);
      if ('problem' in parsed) return invalid(parsed.problem);
      const h = job.historyCut ? money.historyAt(job.historyCut, job.createdAt) : money.history();
      const rows = exportRows(h, moneyScopeOf(account, db, h), parsed.query);
      const content = transactionsCsv(
        rows.map((row) => transactionSummaryOf(h, row)),
        job.columns,
      );
      return HttpResponse.json({ filename: job.filename, rows: rows.length, content });
    }),

    signedIn('disputeSummary', ({ request, account }) => {
      const url = new URL(request.url);
      const ids = (name: string) =>
        (url.searchParams.get(name) ?? '')
          .split(',')
          .map(Number)
          .filter((value) => Number.isInteger(value) && value > 0);
      const partners = ids('partnerId');
      const companies = ids('companyId');
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const allowed = h.directory.merchants.map(
        (m) =>
          canSee(h, scope, m.companyId) &&
          (!partners.length || partners.includes(m.partnerId)) &&
          (!companies.length || companies.includes(m.companyId)),
      );
      const c = h.columns;
      const nowMs = Date.parse(money.now().iso);
      let open = 0;
      let awaiting = 0;
      let dueIn48h = 0;
      let dueIn24h = 0;
      let amount = 0;
      let nearest: { transactionId: string; kind: 'chargeback' | 'med'; deadline: string; amount: number } | null =
        null;
      for (let row = 0; row < h.count; row += 1) {
        const event = c.event[row];
        if ((event !== EVENT.chargeback && event !== EVENT.med) || c.outcome[row] !== OUTCOME.open) continue;
        if (!allowed[c.merchant[row] ?? 0]) continue;
        if (
          scope.kind === 'store' &&
          h.directory.merchants[c.merchant[row] ?? 0]?.stores[c.store[row] ?? 0]?.storeId !== scope.storeId
        )
          continue;
        open += 1;
        amount += c.amount[row] ?? 0;
        // The nearest deadline is the next one to act on: a dispute still waiting for an answer, not yet past.
        const moments = disputeMomentsOf(h, row);
        if (h.disputeAnswers.has(row) || moments.deadlineMs <= nowMs) continue;
        awaiting += 1;
        const left = moments.deadlineMs - nowMs;
        if (left <= 48 * HOUR_MS) dueIn48h += 1;
        if (left <= 24 * HOUR_MS) dueIn24h += 1;
        const deadline = moments.deadline.slice(0, 10);
        if (!nearest || deadline < nearest.deadline) {
          nearest = {
            transactionId: transactionIdOf(h, row),
            kind: moments.kind,
            deadline,
            amount: c.amount[row] ?? 0,
          };
        }
      }
      return HttpResponse.json({ open, awaiting, dueIn48h, dueIn24h, amount, nearest });
    }),
  ];
}
