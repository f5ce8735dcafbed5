import {
  bankStatementOf,
  statementLineMatches,
  type BankStatement,
  type BankStatementLine,
} from '../../money/bankStatement';
import { dayNumber, type CivilDate } from '../../money/calendar';
import type { LedgerEntryType } from '../../money/ledger';
import { paymentMethods } from '../../money/vocabulary';
import { ledgerEntryTypes } from '../../endpoints/money';
import type { MoneyScope } from './directory';
import type { MoneyHistory } from './history';
import { rowOfTransactionId } from './records';
import { ledgerOf } from './scope';

/** The platform terms give 12 months of statement access; the PDF (every line at once) covers up to 93 days. */
export const STATEMENT_MAX_DAYS = 366;
export const STATEMENT_ALL_LINES_MAX_DAYS = 93;

export interface StatementRequest {
  from: CivilDate;
  to: CivilDate;
  companyId: number | undefined;
  types: LedgerEntryType[];
  direction: 'in' | 'out' | undefined;
  methods: string[];
  storeIds: number[];
  q: string;
  minAmount: number | undefined;
  maxAmount: number | undefined;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number | 'all';
}

type Problem = { message: string; errors: Record<string, string[]> };
const CIVIL = /^\d{4}-\d{2}-\d{2}$/;
const listOf = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];

/** The statement's query from the URL, or the 422 it deserves (in Portuguese, per field). */
export function statementRequestOf(url: URL, today: CivilDate): { request: StatementRequest } | { problem: Problem } {
  const get = (name: string) => url.searchParams.get(name);
  const from = get('from') ?? '';
  const to = get('to') ?? '';
  const errors: Record<string, string[]> = {};
  if (!CIVIL.test(from)) errors.from = ['Informe a data inicial no formato AAAA-MM-DD.'];
  if (!CIVIL.test(to)) errors.to = ['Informe a data final no formato AAAA-MM-DD.'];
  else if (CIVIL.test(from) && to < from) errors.to = ['A data final deve ser igual ou posterior à inicial.'];
  else if (CIVIL.test(from) && dayNumber(today) - dayNumber(from) > STATEMENT_MAX_DAYS) {
    errors.from = ['O extrato alcança os últimos 12 meses.'];
  }
  const size = get('pageSize') ?? '20';
  if (!['20', '50', '100', 'all'].includes(size)) errors.pageSize = ['Use 20, 50, 100 ou all.'];
  else if (
    size === 'all' &&
    !errors.from &&
    !errors.to &&
    dayNumber(to) - dayNumber(from) >= STATEMENT_ALL_LINES_MAX_DAYS
  ) {
    errors.pageSize = ['Todas as linhas de uma vez só para períodos de até 93 dias; para mais, use o CSV.'];
  }
  const types = listOf(get('type'));
  if (types.some((type) => !(ledgerEntryTypes as readonly string[]).includes(type))) {
    errors.type = ['Tipo de lançamento desconhecido.'];
  }
  const direction = get('direction');
  if (direction !== null && direction !== 'in' && direction !== 'out') errors.direction = ['Use in ou out.'];
  const amount = (name: string) => {
    const value = get(name);
    if (value === null) return undefined;
    if (!/^\d{1,13}$/.test(value)) errors[name] = ['Informe o valor em centavos.'];
    return Number(value);
  };
  const minAmount = amount('minAmount');
  const maxAmount = amount('maxAmount');
  if (Object.keys(errors).length) return { problem: { message: 'Filtros do extrato inválidos.', errors } };
  const page = Number(get('page') ?? 1);
  return {
    request: {
      from,
      to,
      companyId: Number(get('companyId')) || undefined,
      types: types as LedgerEntryType[],
      direction: direction === 'in' || direction === 'out' ? direction : undefined,
      methods: listOf(get('method')),
      storeIds: listOf(get('storeId')).map(Number),
      q: (get('q') ?? '').trim().slice(0, 100),
      minAmount,
      maxAmount,
      order: get('order') === 'asc' ? 'asc' : 'desc',
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: size === 'all' ? 'all' : Number(size),
    },
  };
}

/** Statements are rebuilt only when the history moves: paging through one costs a slice. */
const statements = new WeakMap<MoneyHistory, Map<string, BankStatement>>();
const KEPT_PER_HISTORY = 8;

export function statementOf(
  h: MoneyHistory,
  scope: MoneyScope,
  companyId: number | undefined,
  from: CivilDate,
  to: CivilDate,
): BankStatement {
  const cache = statements.get(h) ?? new Map<string, BankStatement>();
  statements.set(h, cache);
  const key = `${JSON.stringify(scope)}|${companyId ?? ''}|${from}|${to}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const statement = bankStatementOf(ledgerOf(h, scope, companyId), from, to);
  if (cache.size >= KEPT_PER_HISTORY) cache.delete(cache.keys().next().value as string);
  cache.set(key, statement);
  return statement;
}

/** The lines the filters keep, each last one of its day carrying the day's closing balance. */
export function matchedLines(h: MoneyHistory, statement: BankStatement, request: StatementRequest) {
  const methods = new Set(request.methods);
  const stores = new Set(request.storeIds);
  const bySale = methods.size > 0 || stores.size > 0;
  const lines = statement.lines.filter((line) => {
    if (!statementLineMatches(line, request)) return false;
    if (!bySale) return true;
    const row = line.transactionId ? rowOfTransactionId(h, line.transactionId) : undefined;
    if (row === undefined) return false;
    const c = h.columns;
    if (methods.size && !methods.has(paymentMethods[c.method[row] ?? 0] ?? '')) return false;
    const storeId = h.directory.merchants[c.merchant[row] ?? 0]?.stores[c.store[row] ?? 0]?.storeId ?? 0;
    return !stores.size || stores.has(storeId);
  });
  const shown: Array<BankStatementLine & { dayClosingBalance?: number }> = lines.map((line, index) => {
    const lastOfDay = lines[index + 1]?.date !== line.date;
    return lastOfDay ? { ...line, dayClosingBalance: statement.dayClosing.get(line.date) ?? line.balanceAfter } : line;
  });
  if (request.order === 'desc') shown.reverse();
  return shown;
}
