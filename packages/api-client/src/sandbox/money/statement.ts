import { statementLineMatches } from '../../money/bankStatement';
import { dayNumber, type CivilDate } from '../../money/calendar';
import type { LedgerEntry, LedgerEntryType } from '../../money/ledger';
import { paymentMethods } from '../../money/vocabulary';
import { ledgerEntryTypes } from '../../endpoints/money';
import type { MoneyScope } from './directory';
import type { MoneyHistory } from './history';
import { payoutIdOf, rowOfTransactionId } from './records';
import { merchantsAskedFor } from './scope';
import {
  columnsStatementOf,
  lineKinds,
  materializeLine,
  statementColumnsOf,
  type ColumnsStatement,
  type StatementColumns,
} from './statementColumns';

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

/** The lines are rebuilt only when the history moves: paging and periods cost a pass over typed arrays. */
const columnsCache = new WeakMap<MoneyHistory, Map<string, StatementColumns>>();
const KEPT_PER_HISTORY = 8;

export interface SandboxStatement {
  columns: StatementColumns;
  period: ColumnsStatement;
}

export function statementOf(
  h: MoneyHistory,
  scope: MoneyScope,
  companyId: number | undefined,
  from: CivilDate,
  to: CivilDate,
): SandboxStatement {
  const columns = cachedColumns(h, scope, companyId);
  return { columns, period: columnsStatementOf(columns, from, to) };
}

/** The statement columns of the merchants a caller asks for, built once per history. */
export function cachedColumns(
  h: MoneyHistory,
  scope: MoneyScope,
  companyId: number | undefined,
  partnerIds: readonly number[] = [],
): StatementColumns {
  const cache = columnsCache.get(h) ?? new Map<string, StatementColumns>();
  columnsCache.set(h, cache);
  const key = `${JSON.stringify(scope)}|${companyId ?? ''}|${partnerIds.join(',')}`;
  let columns = cache.get(key);
  if (!columns) {
    columns = statementColumnsOf(h, merchantsAskedFor(h, scope, companyId, partnerIds));
    if (cache.size >= KEPT_PER_HISTORY) cache.delete(cache.keys().next().value as string);
    cache.set(key, columns);
  }
  return columns;
}

/** The positions (in the period, ledger order) of the lines the filters keep. */
export function matchedPositions(h: MoneyHistory, statement: SandboxStatement, request: StatementRequest): number[] {
  const { columns, period } = statement;
  const c = h.columns;
  const types = new Set(request.types.map((type) => lineKinds.indexOf(type as (typeof lineKinds)[number])));
  const methods = new Set(request.methods);
  const stores = new Set(request.storeIds);
  const q = request.q.trim();
  const byRow = q ? rowOfTransactionId(h, q) : undefined;
  const byPayout = q ? h.payouts.findIndex((payout) => payoutIdOf(payout).toLowerCase() === q.toLowerCase()) : -1;
  const byText = q !== '' && byRow === undefined && byPayout < 0;
  const positions: number[] = [];
  period.lines.forEach((line, position) => {
    if (types.size && !types.has(columns.kind[line] ?? -1)) return;
    const amount = columns.amount[line] ?? 0;
    if (request.direction === 'in' && amount < 0) return;
    if (request.direction === 'out' && amount >= 0) return;
    const size = Math.abs(amount);
    if (request.minAmount !== undefined && size < request.minAmount) return;
    if (request.maxAmount !== undefined && size > request.maxAmount) return;
    const source = columns.source[line] ?? -1;
    if (methods.size || stores.size) {
      if (source < 0) return;
      if (methods.size && !methods.has(paymentMethods[c.method[source] ?? 0] ?? '')) return;
      const storeId = h.directory.merchants[c.merchant[source] ?? 0]?.stores[c.store[source] ?? 0]?.storeId ?? 0;
      if (stores.size && !stores.has(storeId)) return;
    }
    if (byRow !== undefined && source !== byRow) return;
    if (byPayout >= 0 && source !== -1 - byPayout) return;
    if (byText) {
      const materialized = materializeLine(h, columns, line, 0);
      if (!statementLineMatches(materialized, { q })) return;
    }
    positions.push(position);
  });
  return positions;
}

/** The lines at some positions as the API answers them, each last one of its day with the day's closing. */
export function linesAt(
  h: MoneyHistory,
  statement: SandboxStatement,
  positions: readonly number[],
  /** Every matched position, ascending: a line is its day's last when the next matched one is another day. */
  all: readonly number[],
) {
  const { columns, period } = statement;
  const derived = new Map<number, LedgerEntry[]>();
  const nextOf = (position: number) => {
    let low = 0;
    let high = all.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const value = all[middle] ?? 0;
      if (value === position) return all[middle + 1];
      if (value < position) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  };
  return positions.map((position) => {
    const line = period.lines[position] ?? 0;
    const { installment: _installment, ...shown } = materializeLine(
      h,
      columns,
      line,
      period.balanceAfter[position] ?? 0,
      derived,
    );
    const day = columns.day[line] ?? 0;
    const following = nextOf(position);
    const lastOfDay = following === undefined || columns.day[period.lines[following] ?? 0] !== day;
    return lastOfDay ? { ...shown, dayClosingBalance: period.dayClosing.get(day) ?? shown.balanceAfter } : shown;
  });
}
