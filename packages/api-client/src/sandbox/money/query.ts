import { civilFromDayNumber, dayNumber, type CivilDate } from '../../money/calendar';
import { cardBrands } from '../../money/pricing';
import { paymentMethods, refusalReasons, transactionStatuses, type TransactionStatus } from '../../money/vocabulary';
import { searchKindOf, type SearchKind } from '../../money/search';
import type { MoneyScope } from './directory';
import { CUSTOMER_POOL, NO_VALUE, isSettledRow, type MoneyHistory } from './history';
import {
  authorizationCodeOf,
  customerOf,
  fold,
  last4Of,
  orderNumberOf,
  rowOfE2eId,
  rowOfNsu,
  rowOfTransactionId,
  transactionSummaryOf,
} from './records';

export interface TransactionQuery {
  from: CivilDate;
  to: CivilDate;
  status?: readonly TransactionStatus[];
  method?: readonly string[];
  brand?: readonly string[];
  partnerId?: readonly number[];
  companyId?: readonly number[];
  storeId?: readonly number[];
  minAmount?: number;
  maxAmount?: number;
  q?: string;
  sort?: 'date' | 'amount';
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

const indexMask = (names: readonly string[] | undefined, all: readonly string[]) => {
  if (!names?.length) return null;
  const mask = new Uint8Array(256);
  for (const name of names) {
    const index = all.indexOf(name);
    if (index >= 0) mask[index] = 1;
  }
  return mask;
};

/** A bounded selection of the k best rows by amount, so page 5 of a million rows sorts 500, not a million. */
function topByAmount(rows: Int32Array, length: number, amount: Int32Array, k: number, descending: boolean) {
  const better = (a: number, b: number) =>
    descending
      ? (amount[a] ?? 0) > (amount[b] ?? 0) || (amount[a] === amount[b] && a > b)
      : (amount[a] ?? 0) < (amount[b] ?? 0) || (amount[a] === amount[b] && a < b);
  const kept: number[] = [];
  for (let i = 0; i < length; i += 1) {
    const row = rows[i] ?? 0;
    if (kept.length < k) {
      kept.push(row);
      if (kept.length === k) kept.sort((a, b) => (better(a, b) ? -1 : 1));
    } else if (better(row, kept[k - 1] ?? 0)) {
      let at = k - 1;
      while (at > 0 && better(row, kept[at - 1] ?? 0)) at -= 1;
      kept.splice(at, 0, row);
      kept.pop();
    }
  }
  if (kept.length < k) kept.sort((a, b) => (better(a, b) ? -1 : 1));
  return kept;
}

/**
 * The list read: the caller's scope, the filters, the totals of the whole filtered set and one sorted page.
 * Rows are in time order and each day's first row is known, so a period is a slice, not a scan of history.
 */
export function queryTransactions(h: MoneyHistory, scope: MoneyScope, query: TransactionQuery) {
  const { matched, length, totals } = matchTransactions(h, scope, query);
  const c = h.columns;
  const pageSize = query.pageSize ?? 20;
  const page = Math.max(1, query.page ?? 1);
  const descending = (query.order ?? 'desc') === 'desc';
  const offset = (page - 1) * pageSize;
  let pageRows: number[];
  if ((query.sort ?? 'date') === 'amount') {
    pageRows = topByAmount(matched, length, c.amount, Math.min(length, offset + pageSize), descending).slice(offset);
  } else {
    pageRows = [];
    for (let i = offset; i < Math.min(length, offset + pageSize); i += 1) {
      pageRows.push(matched[descending ? length - 1 - i : i] ?? 0);
    }
  }
  return { items: pageRows.map((row) => transactionSummaryOf(h, row)), page, pageSize, total: length, totals };
}

/** The rows a scope and filters select, in time order, with their totals (one pass, typed arrays). */
export function matchTransactions(h: MoneyHistory, scope: MoneyScope, query: TransactionQuery) {
  const c = h.columns;
  const merchantAllowed = new Uint8Array(256);
  h.directory.merchants.forEach((merchant, index) => {
    const inScope =
      scope.kind === 'all' ||
      (scope.kind === 'partner' ? merchant.partnerId === scope.partnerId : merchant.companyId === scope.companyId);
    const chosen =
      (!query.companyId?.length || query.companyId.includes(merchant.companyId)) &&
      (!query.partnerId?.length || query.partnerId.includes(merchant.partnerId));
    if (inScope && chosen) merchantAllowed[index] = 1;
  });
  const storeOnly = scope.kind === 'store' ? scope.storeId : null;
  const storeFilter = query.storeId?.length ? new Set(query.storeId) : null;
  const statusMask = indexMask(query.status, transactionStatuses);
  const methodMask = indexMask(query.method, paymentMethods);
  const brandMask = indexMask(query.brand, cardBrands);
  const firstIndex = Math.max(0, dayNumber(query.from) - h.firstDay);
  const lastIndex = Math.min(h.dayStart.length - 2, dayNumber(query.to) - h.firstDay);
  const start = firstIndex <= lastIndex ? (h.dayStart[firstIndex] ?? 0) : 0;
  const end = firstIndex <= lastIndex ? (h.dayStart[lastIndex + 1] ?? 0) : 0;

  let candidates: { from: number; to: number; only?: number[] } = { from: start, to: end };
  let rowTest: ((row: number) => boolean) | null = null;
  const text = query.q?.trim() ?? '';
  if (text) {
    const kind = searchKindOf(text);
    const exact =
      kind === 'id'
        ? rowOfTransactionId(h, text)
        : kind === 'nsu'
          ? rowOfNsu(h, text)
          : kind === 'e2e'
            ? rowOfE2eId(h, text)
            : null;
    if (exact !== null) candidates = { from: 0, to: 0, only: exact === undefined ? [] : [exact] };
    else if (kind === 'order') rowTest = (row) => orderNumberOf(h, row) === text.toUpperCase();
    else if (kind === 'last4') rowTest = (row) => c.brand[row] !== NO_VALUE && last4Of(h, row) === text;
    else if (kind === 'authorization') rowTest = (row) => authorizationCodeOf(h, row) === text.toUpperCase();
    else rowTest = payerTest(h, kind, text);
  }

  const matched = new Int32Array(
    candidates.only ? candidates.only.length : Math.max(0, candidates.to - candidates.from),
  );
  let length = 0;
  let amount = 0;
  let gross = 0;
  let fees = 0;
  let net = 0;
  const consider = (row: number) => {
    if (merchantAllowed[c.merchant[row] ?? 0] !== 1) return;
    if (storeOnly !== null || storeFilter) {
      const storeId = h.directory.merchants[c.merchant[row] ?? 0]?.stores[c.store[row] ?? 0]?.storeId ?? 0;
      if (storeOnly !== null && storeId !== storeOnly) return;
      if (storeFilter && !storeFilter.has(storeId)) return;
    }
    if (statusMask && statusMask[c.status[row] ?? 0] !== 1) return;
    if (methodMask && methodMask[c.method[row] ?? 0] !== 1) return;
    if (brandMask && brandMask[c.brand[row] ?? NO_VALUE] !== 1) return;
    const value = c.amount[row] ?? 0;
    if (query.minAmount !== undefined && value < query.minAmount) return;
    if (query.maxAmount !== undefined && value > query.maxAmount) return;
    if (rowTest && !rowTest(row)) return;
    matched[length] = row;
    length += 1;
    amount += value;
    if (isSettledRow(h, row)) {
      gross += value;
      fees += (c.mdr[row] ?? 0) + (c.fixedFee[row] ?? 0);
      net += c.net[row] ?? 0;
    }
  };
  if (candidates.only) {
    for (const row of candidates.only) if (row >= start && row < end) consider(row);
  } else for (let row = candidates.from; row < candidates.to; row += 1) consider(row);

  return { matched, length, totals: { count: length, amount, gross, fees, net } };
}

export const summaryGroups = ['day', 'method', 'brand', 'installments', 'status', 'refusal', 'company'] as const;
export type SummaryGroup = (typeof summaryGroups)[number];

function groupKeyOf(h: MoneyHistory, row: number, group: SummaryGroup): string {
  const c = h.columns;
  switch (group) {
    case 'day':
      return civilFromDayNumber(c.day[row] ?? 0);
    case 'method':
      return paymentMethods[c.method[row] ?? 0] ?? 'credit';
    case 'brand':
      return c.brand[row] === NO_VALUE ? 'none' : (cardBrands[c.brand[row] ?? 0] ?? 'none');
    case 'installments':
      return String(c.installments[row] ?? 1);
    case 'status':
      return transactionStatuses[c.status[row] ?? 0] ?? 'processing';
    case 'refusal':
      return c.refusal[row] === NO_VALUE ? 'none' : (refusalReasons[c.refusal[row] ?? 0]?.code ?? 'none');
    case 'company':
      return String(h.directory.merchants[c.merchant[row] ?? 0]?.companyId ?? 0);
  }
}

/**
 * The filtered set in buckets (per day, method, brand…, optionally split by a second key): the same rows and
 * the same sums as the list's totals, so a dashboard figure and the list behind it always agree.
 */
export function summarizeTransactions(
  h: MoneyHistory,
  scope: MoneyScope,
  query: TransactionQuery,
  groupBy: SummaryGroup,
  splitBy?: SummaryGroup,
) {
  const { matched, length, totals } = matchTransactions(h, scope, query);
  const c = h.columns;
  const buckets = new Map<
    string,
    { key: string; split: string | null; count: number; amount: number; gross: number; fees: number; net: number }
  >();
  for (let i = 0; i < length; i += 1) {
    const row = matched[i] ?? 0;
    const key = groupKeyOf(h, row, groupBy);
    const split = splitBy ? groupKeyOf(h, row, splitBy) : null;
    const id = `${key}|${split ?? ''}`;
    let bucket = buckets.get(id);
    if (!bucket) {
      bucket = { key, split, count: 0, amount: 0, gross: 0, fees: 0, net: 0 };
      buckets.set(id, bucket);
    }
    bucket.count += 1;
    bucket.amount += c.amount[row] ?? 0;
    if (isSettledRow(h, row)) {
      bucket.gross += c.amount[row] ?? 0;
      bucket.fees += (c.mdr[row] ?? 0) + (c.fixedFee[row] ?? 0);
      bucket.net += c.net[row] ?? 0;
    }
  }
  const sorted = [...buckets.values()].sort((a, b) =>
    a.key === b.key
      ? (a.split ?? '').localeCompare(b.split ?? '')
      : a.key.localeCompare(b.key, 'en', { numeric: true }),
  );
  return { groupBy, splitBy: splitBy ?? null, buckets: sorted, totals };
}

/**
 * Whether a row's payer is the one searched for, by name, e-mail, CPF or CNPJ, or the receipt id: a checkout's
 * sale by what its payer typed, a generated sale by its pool customer (whose CPF shows only its middle digits).
 */
function payerTest(h: MoneyHistory, kind: SearchKind, text: string): (row: number) => boolean {
  const c = h.columns;
  const needle = fold(text.trim());
  const digits = text.replace(/[^0-9A-Z]/gi, '').toUpperCase();
  const customers = new Uint8Array(CUSTOMER_POOL);
  if (kind !== 'receipt') {
    for (let i = 0; i < CUSTOMER_POOL; i += 1) {
      const customer = customerOf(i);
      const found =
        kind === 'document'
          ? digits.length === 11 && customer.document.replace(/\D/g, '') === digits.slice(3, 9)
          : fold(kind === 'email' ? customer.email : customer.name).includes(needle);
      if (found) customers[i] = 1;
    }
  }
  return (row) => {
    const sale = h.userSaleRows.get(row);
    if (!sale) return customers[c.customer[row] ?? 0] === 1;
    if (kind === 'receipt') return sale.paymentId?.toUpperCase() === digits;
    if (kind === 'document') return sale.customerDocument === digits;
    return fold(kind === 'email' ? sale.customerEmail : sale.customerName).includes(needle);
  };
}
