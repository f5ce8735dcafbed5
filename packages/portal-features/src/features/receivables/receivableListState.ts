import type { ReceivableFilters } from '@painel/api-client';
import { addDays, paymentMethods } from '@painel/api-client';
import { receivableStatuses } from '@painel/api-client/money';
import { choiceField, defineListView, recordField, valuesField, type ListState } from '../../core/list';

export const receivableHorizons = ['next7', 'next30', 'next90', 'next365', 'last30'] as const;
export type ReceivableHorizon = (typeof receivableHorizons)[number];
export const DEFAULT_HORIZON: ReceivableHorizon = 'next90';

const horizonWords = Object.fromEntries(receivableHorizons.map((horizon) => [horizon, horizon])) as Record<
  ReceivableHorizon,
  string
>;

/** The schedule's view as the URL holds it: a horizon of expected dates, statuses, methods, one merchant. */
export const receivableListView = defineListView({
  horizon: choiceField('periodo', horizonWords, DEFAULT_HORIZON),
  status: valuesField('situacao', receivableStatuses),
  method: valuesField('forma', paymentMethods),
  companyId: recordField('lojista'),
});

export type ReceivableListState = ListState<typeof receivableListView.fields>;

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
