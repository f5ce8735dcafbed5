import { paymentMethods, type StatementFilters } from '@painel/api-client';
import { statementFilterTypes } from '@painel/api-client/money';
import {
  centsRangeField,
  choiceField,
  defineListView,
  idsField,
  optionField,
  periodField,
  recordField,
  textField,
  valuesField,
  type FilterName,
  type ListState,
} from '../../core/list';

/**
 * The Extrato Bancário's view as the URL holds it (period, merchant, filters, order, page): the merchant is whose
 * statement it is, not a filter; a new merchant drops the stores of the previous one.
 */
export const statementListView = defineListView({
  period: periodField('last30'),
  companyId: recordField('lojista'),
  types: valuesField('tipo', statementFilterTypes),
  direction: optionField('fluxo', { in: 'entradas', out: 'saidas' }),
  method: valuesField('forma', paymentMethods),
  storeId: idsField('loja', { resetWith: ['companyId'] }),
  amount: centsRangeField(),
  q: textField('busca'),
  order: choiceField('ordem', { desc: 'recentes', asc: 'antigos' }, 'desc'),
});

export type StatementListState = ListState<typeof statementListView.fields>;
export type StatementFilterId = FilterName<typeof statementListView.fields>;

/** The API's filters for this view, for a merchant (the caller's own when null and it has one). */
export const statementFiltersOf = (state: StatementListState, companyId: number | null): StatementFilters => ({
  from: state.period.from,
  to: state.period.to,
  companyId,
  types: state.types,
  direction: state.direction,
  method: state.method,
  storeId: state.storeId,
  minAmount: state.amount.min,
  maxAmount: state.amount.max,
  q: state.q,
  order: state.order,
  page: state.page,
  pageSize: state.pageSize,
});
