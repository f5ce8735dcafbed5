import type { ReceivableFilters } from '@painel/api-client';
import { addDays, paymentMethods } from '@painel/api-client';
import { receivableStatuses, type ReceivableStatus } from '@painel/api-client/money';
import { idValues, knownValues, searchWriter } from '../../core/money/urlValues';

export const receivableHorizons = ['next7', 'next30', 'next90', 'next365', 'last30'] as const;
export type ReceivableHorizon = (typeof receivableHorizons)[number];
export const DEFAULT_HORIZON: ReceivableHorizon = 'next90';

/** The schedule's view as the URL holds it: a horizon of expected dates, statuses, methods, one merchant. */
export interface ReceivableListState {
  horizon: ReceivableHorizon;
  status: ReceivableStatus[];
  method: string[];
  companyId: number | null;
  page: number;
  pageSize: 20 | 50 | 100;
}

export function readReceivableListState(search: URLSearchParams): ReceivableListState {
  const horizon = knownValues(search.get('periodo'), receivableHorizons)[0] ?? DEFAULT_HORIZON;
  const page = Number(search.get('pagina'));
  const size = Number(search.get('itens'));
  return {
    horizon,
    status: knownValues(search.get('situacao'), receivableStatuses),
    method: knownValues(search.get('forma'), paymentMethods),
    companyId: idValues(search.get('lojista'))[0] ?? null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: [20, 50, 100].includes(size) ? (size as 20 | 50 | 100) : 20,
  };
}

export function writeReceivableListState(state: ReceivableListState): URLSearchParams {
  const { search, set } = searchWriter();
  set('periodo', state.horizon, DEFAULT_HORIZON);
  set('situacao', state.status.join(','));
  set('forma', state.method.join(','));
  set('lojista', state.companyId);
  set('pagina', state.page, 1);
  set('itens', state.pageSize, 20);
  return search;
}

export function changeReceivableListState(state: ReceivableListState, patch: Partial<ReceivableListState>) {
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  return { ...state, ...patch, page: onlyPage ? (patch.page ?? state.page) : 1 };
}

/** The expected dates a horizon covers, from today (São Paulo): the days ahead, or the last 30 already paid. */
export function horizonPeriod(horizon: ReceivableHorizon, today: string) {
  if (horizon === 'last30') return { from: addDays(today, -30), to: addDays(today, -1) };
  const days = { next7: 7, next30: 30, next90: 90, next365: 365 }[horizon];
  return { from: addDays(today, 1), to: addDays(today, days) };
}

export const receivableFiltersOf = (state: ReceivableListState, today: string): ReceivableFilters => ({
  ...horizonPeriod(state.horizon, today),
  companyId: state.companyId,
  status: state.status,
  method: state.method,
  page: state.page,
  pageSize: state.pageSize,
});
