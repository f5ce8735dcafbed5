import { cardBrands, paymentMethods, transactionStatuses, type TransactionFilters } from '@painel/api-client';
import {
  centsRangeField,
  choiceField,
  defineListView,
  idsField,
  periodField,
  textField,
  valuesField,
  type ListState,
} from '../list';

/** Long enough for any identifier the search box recognises (a Pix E2E id is 32). */
export const SEARCH_MAX_LENGTH = 100;
export const DEFAULT_PRESET = 'last7';

/**
 * The transaction list's view as the URL holds it, shared by Transações and Indicadores (whose cards lead to the
 * list they sum), so a link or a reload gives the same view and Back the previous one.
 */
export const transactionListView = defineListView({
  period: periodField(DEFAULT_PRESET),
  status: valuesField('status', transactionStatuses),
  method: valuesField('forma', paymentMethods),
  brand: valuesField('bandeira', cardBrands),
  amount: centsRangeField(),
  q: textField('busca', SEARCH_MAX_LENGTH),
  /** Administrators and partners: the partners and merchants looked at (empty: all in scope). */
  partnerId: idsField('parceiro'),
  companyId: idsField('lojista', { resetWith: ['partnerId'] }),
  sort: choiceField('ordem', { date: 'data', amount: 'valor' }, 'date'),
  order: choiceField('sentido', { desc: 'desc', asc: 'asc' }, 'desc'),
});

export type TransactionListState = ListState<typeof transactionListView.fields>;

/** The API's filters for this view. */
export const transactionFiltersOf = (state: TransactionListState): TransactionFilters => ({
  from: state.period.from,
  to: state.period.to,
  status: state.status,
  method: state.method,
  brand: state.brand,
  minAmount: state.amount.min,
  maxAmount: state.amount.max,
  q: state.q,
  partnerId: state.partnerId,
  companyId: state.companyId,
  sort: state.sort,
  order: state.order,
  page: state.page,
  pageSize: state.pageSize,
});
