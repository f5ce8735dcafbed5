import {
  cardBrands,
  paymentMethods,
  transactionStatuses,
  type CardBrand,
  type PaymentMethod,
  type TransactionFilters,
  type TransactionStatus,
} from '@painel/api-client';
import { resolvePeriod, type PeriodPreset } from '@painel/ui';
import { centsValue, idValues, knownValues, searchWriter } from './urlValues';

/**
 * The transaction list's view as the URL holds it, so a link or a reload gives the same view and Back the
 * previous one. Reading is defensive (an old or hand-edited link never breaks the page) and writing leaves
 * defaults out, so equal views have equal addresses.
 */
export interface TransactionListState extends Required<
  Pick<TransactionFilters, 'from' | 'to' | 'sort' | 'order' | 'page' | 'pageSize'>
> {
  preset: PeriodPreset;
  status: TransactionStatus[];
  method: PaymentMethod[];
  brand: CardBrand[];
  minAmount: number | null;
  maxAmount: number | null;
  q: string;
  /** Administrators and partners: the partners and merchants looked at (empty: all in scope). */
  partnerId: number[];
  companyId: number[];
}

const PAGE_SIZES = [20, 50, 100] as const;
/** Long enough for any identifier the search box recognises (a Pix E2E id is 32). */
export const SEARCH_MAX_LENGTH = 100;
export const DEFAULT_PRESET = 'last7';

export function readTransactionListState(search: URLSearchParams, today: string): TransactionListState {
  const period = resolvePeriod(search.get('periodo'), search.get('de'), search.get('ate'), today, DEFAULT_PRESET);
  const size = Number(search.get('itens'));
  const page = Number(search.get('pagina'));
  return {
    preset: period.preset,
    from: period.from,
    to: period.to,
    status: knownValues(search.get('status'), transactionStatuses),
    method: knownValues(search.get('forma'), paymentMethods),
    brand: knownValues(search.get('bandeira'), cardBrands),
    minAmount: centsValue(search.get('min')),
    maxAmount: centsValue(search.get('max')),
    q: (search.get('busca') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    partnerId: idValues(search.get('parceiro')),
    companyId: idValues(search.get('lojista')),
    sort: search.get('ordem') === 'valor' ? 'amount' : 'date',
    order: search.get('sentido') === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? (size as 20 | 50 | 100) : 20,
  };
}

export function writeTransactionListState(state: TransactionListState): URLSearchParams {
  const { search, set } = searchWriter();
  set('periodo', state.preset, DEFAULT_PRESET);
  if (state.preset === 'custom') {
    set('de', state.from);
    set('ate', state.to);
  }
  set('status', state.status.join(','));
  set('forma', state.method.join(','));
  set('bandeira', state.brand.join(','));
  set('min', state.minAmount);
  set('max', state.maxAmount);
  set('busca', state.q);
  set('parceiro', state.partnerId.join(','));
  set('lojista', state.companyId.join(','));
  set('ordem', state.sort === 'amount' ? 'valor' : null);
  set('sentido', state.order, 'desc');
  set('pagina', state.page, 1);
  set('itens', state.pageSize, 20);
  return search;
}

/** A change of view: any change but the page itself goes back to page 1. */
export function changeTransactionListState(
  state: TransactionListState,
  patch: Partial<TransactionListState>,
): TransactionListState {
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  return { ...state, ...patch, page: onlyPage ? (patch.page ?? state.page) : 1 };
}

/** The filters (not period, sort or page) cleared, one at a time or all. */
export function clearTransactionFilters(
  state: TransactionListState,
  only?: 'status' | 'method' | 'brand' | 'amount' | 'q' | 'partner' | 'company',
) {
  const cleared: Partial<TransactionListState> = {
    ...(!only || only === 'partner' ? { partnerId: [] } : {}),
    ...(!only || only === 'company' ? { companyId: [] } : {}),
    ...(!only || only === 'status' ? { status: [] } : {}),
    ...(!only || only === 'method' ? { method: [] } : {}),
    ...(!only || only === 'brand' ? { brand: [] } : {}),
    ...(!only || only === 'amount' ? { minAmount: null, maxAmount: null } : {}),
    ...(!only || only === 'q' ? { q: '' } : {}),
  };
  return changeTransactionListState(state, cleared);
}

/** The API's filters for this view. */
export const transactionFiltersOf = ({ preset: _preset, ...filters }: TransactionListState): TransactionFilters =>
  filters;
