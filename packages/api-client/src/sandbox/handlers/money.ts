import { saleOriginOf } from '../money/saleOrigin';
import { HttpResponse, type HttpHandler } from 'msw';
import { civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import { bankStatementCsv } from '../../money/bankStatement';
import { standardSettlementPlan } from '../../money/settlement';
import type { TransactionStatus } from '../../money/vocabulary';
import type { SandboxDb } from '../db';
import { transactionDetailWithRefund } from '../money/refundState';
import type { MoneySandbox } from '../money/moneySandbox';
import {
  queryTransactions,
  summarizeTransactions,
  summaryGroups,
  type SummaryGroup,
  type TransactionQuery,
} from '../money/query';
import { rowOfTransactionId } from '../money/records';
import { balancesOf } from '../money/moneyBalances';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import {
  linesAt,
  matchedPositions,
  statementOf,
  statementRequestOf,
  type SandboxStatement,
  type StatementRequest,
} from '../money/statement';
import type { MoneyHistory } from '../money/history';
import type { SandboxAccount } from '../seeds';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;
/** The platform terms give 12 months of statement access. */
const MAX_PERIOD_DAYS = 366;

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : undefined;
const numbers = (value: string | null) => list(value)?.map(Number).filter(Number.isInteger);
const forbidden = () => HttpResponse.json({ message: 'Você não tem permissão para ver estes dados.' }, { status: 403 });

function periodProblem(from: string | null, to: string | null) {
  const errors: Record<string, string[]> = {};
  if (!from || !CIVIL.test(from)) errors.from = ['Informe a data inicial no formato AAAA-MM-DD.'];
  if (!to || !CIVIL.test(to)) errors.to = ['Informe a data final no formato AAAA-MM-DD.'];
  if (!errors.from && !errors.to && from && to) {
    if (to < from) errors.to = ['A data final deve ser igual ou posterior à inicial.'];
    else if (dayNumber(to) - dayNumber(from) >= MAX_PERIOD_DAYS)
      errors.from = ['O período pode ter no máximo 12 meses.'];
  }
  return Object.keys(errors).length ? { message: 'Período inválido.', errors } : null;
}

/** The list's query from the URL, or the 422 it deserves. */
export function listQueryOf(
  url: URL,
): { query: TransactionQuery } | { problem: ReturnType<typeof periodProblem> & object } {
  const get = (name: string) => url.searchParams.get(name);
  const problem = periodProblem(get('from'), get('to'));
  if (problem) return { problem };
  const pageSize = Number(get('pageSize') ?? 20);
  if (![20, 50, 100].includes(pageSize)) {
    return { problem: { message: 'Tamanho de página inválido.', errors: { pageSize: ['Use 20, 50 ou 100.'] } } };
  }
  const amount = (name: string) => (get(name) === null ? undefined : Number(get(name)));
  return {
    query: {
      from: get('from') as CivilDate,
      to: get('to') as CivilDate,
      status: list(get('status')) as TransactionStatus[] | undefined,
      method: list(get('method')),
      brand: list(get('brand')),
      partnerId: numbers(get('partnerId')),
      companyId: numbers(get('companyId')),
      storeId: numbers(get('storeId')),
      minAmount: amount('minAmount'),
      maxAmount: amount('maxAmount'),
      q: get('q') ?? undefined,
      sort: get('sort') === 'amount' ? 'amount' : 'date',
      order: get('order') === 'asc' ? 'asc' : 'desc',
      page: Math.max(1, Number(get('page') ?? 1) || 1),
      pageSize,
    },
  };
}

type ResolvedStatement =
  | { response: Response }
  | { statement: SandboxStatement; request: StatementRequest; companyId: number | undefined; companyName: string };

function resolveStatement(
  db: SandboxDb,
  h: MoneyHistory,
  request: Request,
  account: SandboxAccount,
): ResolvedStatement {
  if (!accountCan(account, 'view_bank_statement')) return { response: forbidden() };
  const parsed = statementRequestOf(new URL(request.url), civilFromDayNumber(h.nowDay));
  if ('problem' in parsed) return { response: invalid(parsed.problem) };
  const scope = moneyScopeOf(account, db, h);
  const asked = parsed.request;
  const own = scope.kind === 'merchant' || scope.kind === 'store' ? scope.companyId : undefined;
  const companyId = asked.companyId ?? own;
  if (companyId && !canSee(h, scope, companyId)) return { response: forbidden() };
  const companyName = companyId
    ? (h.directory.merchants.find((m) => m.companyId === companyId)?.name ?? '')
    : 'Todos os estabelecimentos';
  return {
    statement: statementOf(h, scope, companyId, asked.from, asked.to),
    request: asked,
    companyId,
    companyName,
  };
}

/** Transactions, balances, the ledger statement and the sandbox clock. */
export function moneyHandlers(db: SandboxDb, money: MoneySandbox, { route, signedIn }: SandboxRouter): HttpHandler[] {
  const clock = () => ({ now: money.now().iso, offsetDays: money.offsetDays(), offsetSeconds: money.offsetSeconds() });
  return [
    signedIn('transactions', ({ request, account }) => {
      const parsed = listQueryOf(new URL(request.url));
      if ('problem' in parsed) return invalid(parsed.problem);
      const h = money.history();
      return HttpResponse.json(queryTransactions(h, moneyScopeOf(account, db, h), parsed.query));
    }),

    signedIn('transactionSummary', ({ request, account }) => {
      const url = new URL(request.url);
      const parsed = listQueryOf(url);
      if ('problem' in parsed) return invalid(parsed.problem);
      const groupBy = url.searchParams.get('groupBy') as SummaryGroup | null;
      const splitBy = url.searchParams.get('splitBy') as SummaryGroup | null;
      const known = (group: string | null) => group !== null && (summaryGroups as readonly string[]).includes(group);
      if (!known(groupBy) || (splitBy !== null && !known(splitBy))) {
        return invalid({ message: 'Agrupamento inválido.', errors: { groupBy: [`Use ${summaryGroups.join(', ')}.`] } });
      }
      const h = money.history();
      return HttpResponse.json(
        summarizeTransactions(
          h,
          moneyScopeOf(account, db, h),
          parsed.query,
          groupBy as SummaryGroup,
          splitBy ?? undefined,
        ),
      );
    }),

    signedIn('transaction', ({ params, account }) => {
      const h = money.history();
      const row = rowOfTransactionId(h, String(params.id));
      if (row === undefined) return notFound('Transação não encontrada.');
      const detail = transactionDetailWithRefund(h, db, row);
      const scope = moneyScopeOf(account, db, h);
      if (!canSee(h, scope, detail.companyId) || (scope.kind === 'store' && detail.storeId !== scope.storeId)) {
        return notFound('Transação não encontrada.');
      }
      return HttpResponse.json({ ...detail, origin: saleOriginOf(h, db, row) });
    }),

    signedIn('balances', ({ request, account }) => {
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const url = new URL(request.url);
      const companyId = Number(url.searchParams.get('companyId')) || undefined;
      if (companyId && !canSee(h, scope, companyId)) return forbidden();
      const partnerIds = numbers(url.searchParams.get('partnerId')) ?? [];
      const asOf = civilFromDayNumber(h.nowDay);
      return HttpResponse.json({ asOf, ...balancesOf(h, scope, companyId, partnerIds, asOf) });
    }),

    signedIn('ledgerStatement', ({ request, account }) => {
      const h = money.history();
      const resolved = resolveStatement(db, h, request, account);
      if ('response' in resolved) return resolved.response;
      const { statement, request: asked, companyId, companyName } = resolved;
      const { columns, period } = statement;
      const positions = matchedPositions(h, statement, asked);
      let credits = 0;
      let debits = 0;
      for (const position of positions) {
        const amount = columns.amount[period.lines[position] ?? 0] ?? 0;
        if (amount >= 0) credits += amount;
        else debits -= amount;
      }
      const ordered = asked.order === 'desc' ? [...positions].reverse() : positions;
      const size = asked.pageSize === 'all' ? Math.max(1, positions.length) : asked.pageSize;
      const start = (asked.page - 1) * size;
      return HttpResponse.json({
        companyId: companyId ?? null,
        companyName,
        from: period.from,
        to: period.to,
        openingBalance: period.openingBalance,
        credits: period.credits,
        debits: period.debits,
        fees: period.fees,
        closingBalance: period.closingBalance,
        matched: { count: positions.length, credits, debits },
        lines: linesAt(h, statement, ordered.slice(start, start + size), positions),
        total: positions.length,
        page: asked.page,
        pageSize: size,
      });
    }),

    signedIn('ledgerStatementFile', ({ request, account }) => {
      const h = money.history();
      const resolved = resolveStatement(db, h, request, account);
      if ('response' in resolved) return resolved.response;
      const { statement, request: asked, companyId } = resolved;
      const positions = matchedPositions(h, statement, asked);
      return HttpResponse.json({
        filename: `extrato_${companyId ?? 'todos'}_${asked.from}_a_${asked.to}.csv`,
        rows: positions.length,
        content: bankStatementCsv(statement.period, linesAt(h, statement, positions, positions)),
      });
    }),

    signedIn('moneyCompanies', ({ account }) => {
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const merchants = h.directory.merchants
        .filter((m) => canSee(h, scope, m.companyId))
        .map((m) => ({
          companyId: m.companyId,
          partnerId: m.partnerId,
          name: m.name,
          document: m.document,
          stores: m.stores.filter((s) => scope.kind !== 'store' || s.storeId === scope.storeId),
        }));
      const partnerIds = new Set(merchants.map((m) => m.partnerId));
      return HttpResponse.json({
        partners: h.directory.partners.filter((p) => partnerIds.has(p.companyId)),
        merchants,
      });
    }),

    signedIn('companyRates', ({ request, account }) => {
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const asked = Number(new URL(request.url).searchParams.get('companyId')) || undefined;
      const companyId = asked ?? (scope.kind === 'merchant' || scope.kind === 'store' ? scope.companyId : undefined);
      if (companyId === undefined) {
        return invalid({ message: 'Informe a empresa.', errors: { companyId: ['Escolha o estabelecimento.'] } });
      }
      if (!canSee(h, scope, companyId)) return forbidden();
      const index = h.directory.merchantIndex.get(companyId);
      const rates = index === undefined ? undefined : h.rates[index];
      if (!rates) return notFound('Empresa sem taxas cadastradas.');
      return HttpResponse.json({ companyId, ...rates, settlement: standardSettlementPlan });
    }),

    route('sandboxClock', () => HttpResponse.json(clock())),

    route('setSandboxClock', async ({ request }) => {
      const body = (await jsonBody(request)) as { offsetDays?: unknown; offsetSeconds?: unknown } | undefined;
      const days = body?.offsetDays;
      const seconds = body?.offsetSeconds ?? 0;
      if (typeof days !== 'number' || !Number.isInteger(days) || Math.abs(days) > 366) {
        return invalid({
          message: 'Dias inválidos.',
          errors: { offsetDays: ['Informe um número inteiro de dias, até 366.'] },
        });
      }
      if (typeof seconds !== 'number' || !Number.isInteger(seconds) || Math.abs(seconds) >= 86_400) {
        return invalid({
          message: 'Segundos inválidos.',
          errors: { offsetSeconds: ['Informe um número inteiro de segundos, menor que um dia.'] },
        });
      }
      money.setOffsetDays(days, seconds);
      return HttpResponse.json(clock());
    }),
  ];
}
