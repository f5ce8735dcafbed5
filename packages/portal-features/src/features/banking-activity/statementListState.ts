import { paymentMethods, type PaymentMethod, type StatementFilters } from '@painel/api-client';
import { statementFilterTypes } from '@painel/api-client/money';
import { resolvePeriod, type PeriodPreset } from '@painel/ui';
import { centsValue, idValues, knownValues, searchWriter } from '../../core/money/urlValues';

type StatementType = (typeof statementFilterTypes)[number];

/**
 * The Extrato Bancário's view as the URL holds it (period, merchant, filters, order, page), read defensively
 * and written without defaults, like the transaction list's.
 */
export interface StatementListState {
  preset: PeriodPreset;
  from: string;
  to: string;
  companyId: number | null;
  types: StatementType[];
  direction: 'in' | 'out' | null;
  method: PaymentMethod[];
  storeId: number[];
  minAmount: number | null;
  maxAmount: number | null;
  q: string;
  order: 'asc' | 'desc';
  page: number;
  pageSize: 20 | 50 | 100;
}

export const STATEMENT_DEFAULT_PRESET = 'last30';
const PAGE_SIZES = [20, 50, 100] as const;

export function readStatementListState(search: URLSearchParams, today: string): StatementListState {
  const period = resolvePeriod(
    search.get('periodo'),
    search.get('de'),
    search.get('ate'),
    today,
    STATEMENT_DEFAULT_PRESET,
  );
  const flow = search.get('fluxo');
  const page = Number(search.get('pagina'));
  const size = Number(search.get('itens'));
  return {
    preset: period.preset,
    from: period.from,
    to: period.to,
    companyId: idValues(search.get('lojista'))[0] ?? null,
    types: knownValues(search.get('tipo'), statementFilterTypes),
    direction: flow === 'entradas' ? 'in' : flow === 'saidas' ? 'out' : null,
    method: knownValues(search.get('forma'), paymentMethods),
    storeId: idValues(search.get('loja')),
    minAmount: centsValue(search.get('min')),
    maxAmount: centsValue(search.get('max')),
    q: (search.get('busca') ?? '').trim().slice(0, 100),
    order: search.get('ordem') === 'antigos' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as 20 | 50 | 100) : 20,
  };
}

export function writeStatementListState(state: StatementListState): URLSearchParams {
  const { search, set } = searchWriter();
  set('periodo', state.preset, STATEMENT_DEFAULT_PRESET);
  if (state.preset === 'custom') {
    set('de', state.from);
    set('ate', state.to);
  }
  set('lojista', state.companyId);
  set('tipo', state.types.join(','));
  set('fluxo', state.direction === 'in' ? 'entradas' : state.direction === 'out' ? 'saidas' : null);
  set('forma', state.method.join(','));
  set('loja', state.storeId.join(','));
  set('min', state.minAmount);
  set('max', state.maxAmount);
  set('busca', state.q);
  set('ordem', state.order === 'asc' ? 'antigos' : null);
  set('pagina', state.page, 1);
  set('itens', state.pageSize, 20);
  return search;
}

/** Any change but the page itself goes back to page 1; a new merchant drops the stores of the previous one. */
export function changeStatementListState(
  state: StatementListState,
  patch: Partial<StatementListState>,
): StatementListState {
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  const storeId = 'companyId' in patch && patch.companyId !== state.companyId ? [] : state.storeId;
  return { ...state, storeId, ...patch, page: onlyPage ? (patch.page ?? state.page) : 1 };
}

export type StatementFilterId = 'types' | 'direction' | 'method' | 'store' | 'amount' | 'q';

/** The filters (not period, merchant, order or page) cleared, one or all. */
export function clearStatementFilters(state: StatementListState, only?: StatementFilterId): StatementListState {
  const all = !only;
  return changeStatementListState(state, {
    ...(all || only === 'types' ? { types: [] } : {}),
    ...(all || only === 'direction' ? { direction: null } : {}),
    ...(all || only === 'method' ? { method: [] } : {}),
    ...(all || only === 'store' ? { storeId: [] } : {}),
    ...(all || only === 'amount' ? { minAmount: null, maxAmount: null } : {}),
    ...(all || only === 'q' ? { q: '' } : {}),
  });
}

/** The API's filters for this view, for a merchant (the caller's own when null and it has one). */
export const statementFiltersOf = (state: StatementListState, companyId: number | null): StatementFilters => ({
  from: state.from,
  to: state.to,
  companyId,
  types: state.types,
  direction: state.direction,
  method: state.method,
  storeId: state.storeId,
  minAmount: state.minAmount,
  maxAmount: state.maxAmount,
  q: state.q,
  order: state.order,
  page: state.page,
  pageSize: state.pageSize,
});
