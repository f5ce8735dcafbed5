import type { StatementQueryInput, TransactionQueryInput, TransferQueryInput } from '../endpoints/money';
import type { AdjustmentQueryInput } from '../endpoints/adjustmentEndpoints';
import type { DisputeQueryInput } from '../endpoints/disputeEndpoints';
import type { PaymentLinkQueryInput } from '../endpoints/paymentLinkEndpoints';
import type { PaymentLinkKind, PaymentLinkStatus } from './paymentLinkRules';
import type { AnticipationQueryInput, ReceivableQueryInput } from '../endpoints/receivableEndpoints';
import type { DisputeState } from './disputeRules';
import type { LedgerEntryType } from './ledger';
import type { CivilDate } from './calendar';
import type { CardBrand } from './pricing';
import type { PaymentMethod } from './settlement';
import type {
  AnticipationStatus,
  DisputeKind,
  ReceivableStatus,
  ReceivableView,
  TransactionStatus,
  TransferKind,
  TransferStatus,
  TransferView,
} from './vocabulary';

/** The transaction list's filters as a screen holds them: lists as arrays, amounts in centavos. */
export interface TransactionFilters {
  from: CivilDate;
  to: CivilDate;
  status?: readonly TransactionStatus[];
  method?: readonly PaymentMethod[];
  brand?: readonly CardBrand[];
  partnerId?: readonly number[];
  companyId?: readonly number[];
  storeId?: readonly number[];
  minAmount?: number | null;
  maxAmount?: number | null;
  q?: string;
  sort?: 'date' | 'amount';
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: 20 | 50 | 100;
}

const joined = (values: readonly (string | number)[] | undefined) => (values?.length ? values.join(',') : undefined);

/** The query the API reads: lists comma-separated, empty filters left out (so equal filters give equal keys). */
export function transactionQueryOf(filters: TransactionFilters): TransactionQueryInput {
  const query: TransactionQueryInput = { from: filters.from, to: filters.to };
  const set = <K extends keyof TransactionQueryInput>(key: K, value: TransactionQueryInput[K] | undefined) => {
    if (value !== undefined && value !== '') query[key] = value;
  };
  set('status', joined(filters.status));
  set('method', joined(filters.method));
  set('brand', joined(filters.brand));
  set('partnerId', joined(filters.partnerId));
  set('companyId', joined(filters.companyId));
  set('storeId', joined(filters.storeId));
  set('minAmount', filters.minAmount == null ? undefined : String(filters.minAmount));
  set('maxAmount', filters.maxAmount == null ? undefined : String(filters.maxAmount));
  set('q', filters.q?.trim() || undefined);
  set('sort', filters.sort);
  set('order', filters.order);
  set('page', filters.page && filters.page > 1 ? String(filters.page) : undefined);
  set('pageSize', filters.pageSize ? (String(filters.pageSize) as '20' | '50' | '100') : undefined);
  return query;
}

/** The Extrato Bancário's filters as a screen holds them. */
export interface StatementFilters {
  from: CivilDate;
  to: CivilDate;
  companyId?: number | null;
  types?: readonly LedgerEntryType[];
  direction?: 'in' | 'out' | null;
  method?: readonly PaymentMethod[];
  storeId?: readonly number[];
  minAmount?: number | null;
  maxAmount?: number | null;
  q?: string;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: 20 | 50 | 100 | 'all';
}

/** The statement's query: lists comma-separated, empty filters left out. */
export function statementQueryOf(filters: StatementFilters): StatementQueryInput {
  const query: StatementQueryInput = { from: filters.from, to: filters.to };
  const set = <K extends keyof StatementQueryInput>(key: K, value: StatementQueryInput[K] | undefined) => {
    if (value !== undefined && value !== '') query[key] = value;
  };
  set('companyId', filters.companyId ? String(filters.companyId) : undefined);
  set('type', joined(filters.types));
  set('direction', filters.direction ?? undefined);
  set('method', joined(filters.method));
  set('storeId', joined(filters.storeId));
  set('minAmount', filters.minAmount == null ? undefined : String(filters.minAmount));
  set('maxAmount', filters.maxAmount == null ? undefined : String(filters.maxAmount));
  set('q', filters.q?.trim() || undefined);
  set('order', filters.order);
  set('page', filters.page && filters.page > 1 ? String(filters.page) : undefined);
  set('pageSize', filters.pageSize ? (String(filters.pageSize) as StatementQueryInput['pageSize']) : undefined);
  return query;
}

/** The transfer list's filters as a screen holds them. */
export interface TransferFilters {
  from: CivilDate;
  to: CivilDate;
  view?: TransferView | null;
  status?: readonly TransferStatus[];
  kind?: readonly TransferKind[];
  companyId?: readonly number[];
  date?: CivilDate | null;
  q?: string;
  page?: number;
  pageSize?: 20 | 50 | 100;
}

export function transferQueryOf(filters: TransferFilters): TransferQueryInput {
  const query: TransferQueryInput = { from: filters.from, to: filters.to };
  const set = <K extends keyof TransferQueryInput>(key: K, value: TransferQueryInput[K] | undefined) => {
    if (value !== undefined && value !== '') query[key] = value;
  };
  set('view', filters.view ?? undefined);
  set('status', joined(filters.status));
  set('kind', joined(filters.kind));
  set('companyId', joined(filters.companyId));
  set('date', filters.date ?? undefined);
  set('q', filters.q?.trim() || undefined);
  set('page', filters.page && filters.page > 1 ? String(filters.page) : undefined);
  set('pageSize', filters.pageSize ? (String(filters.pageSize) as '20' | '50' | '100') : undefined);
  return query;
}

export interface ReceivableFilters {
  from: CivilDate;
  to: CivilDate;
  companyId?: number | null;
  status?: readonly ReceivableStatus[];
  method?: readonly string[];
  brand?: readonly string[];
  view?: ReceivableView | null;
  transactionId?: string | null;
  anticipationId?: string | null;
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: 20 | 50 | 100;
}

export function receivableQueryOf(filters: ReceivableFilters): ReceivableQueryInput {
  const query: ReceivableQueryInput = { from: filters.from, to: filters.to };
  const set = <K extends keyof ReceivableQueryInput>(key: K, value: ReceivableQueryInput[K] | undefined) => {
    if (value !== undefined && value !== '') query[key] = value;
  };
  set('companyId', filters.companyId ? String(filters.companyId) : undefined);
  set('status', joined(filters.status));
  set('method', joined(filters.method));
  set('brand', joined(filters.brand));
  set('view', filters.view ?? undefined);
  set('transactionId', filters.transactionId ?? undefined);
  set('anticipationId', filters.anticipationId ?? undefined);
  set('order', filters.order === 'desc' ? 'desc' : undefined);
  set('page', filters.page && filters.page > 1 ? String(filters.page) : undefined);
  set('pageSize', filters.pageSize ? (String(filters.pageSize) as '20' | '50' | '100') : undefined);
  return query;
}

export interface AnticipationFilters {
  from: CivilDate;
  to: CivilDate;
  companyId?: readonly number[];
  status?: readonly AnticipationStatus[];
  page?: number;
  pageSize?: 20 | 50 | 100;
}

export function anticipationQueryOf(filters: AnticipationFilters): AnticipationQueryInput {
  const query: AnticipationQueryInput = { from: filters.from, to: filters.to };
  const companyId = joined(filters.companyId);
  const status = joined(filters.status);
  if (companyId) query.companyId = companyId;
  if (status) query.status = status;
  if (filters.page && filters.page > 1) query.page = String(filters.page);
  if (filters.pageSize) query.pageSize = String(filters.pageSize) as '20' | '50' | '100';
  return query;
}

export interface DisputeFilters {
  from: CivilDate;
  to: CivilDate;
  state?: readonly DisputeState[];
  kind?: readonly DisputeKind[];
  companyId?: number | null;
  q?: string;
  page?: number;
  pageSize?: 20 | 50 | 100;
}

export function disputeQueryOf(filters: DisputeFilters): DisputeQueryInput {
  const query: DisputeQueryInput = { from: filters.from, to: filters.to };
  const state = joined(filters.state);
  const kind = joined(filters.kind);
  if (state) query.state = state;
  if (kind) query.kind = kind;
  if (filters.companyId) query.companyId = String(filters.companyId);
  if (filters.q?.trim()) query.q = filters.q.trim();
  if (filters.page && filters.page > 1) query.page = String(filters.page);
  if (filters.pageSize) query.pageSize = String(filters.pageSize) as '20' | '50' | '100';
  return query;
}

export interface AdjustmentFilters {
  from: CivilDate;
  to: CivilDate;
  companyId?: number | null;
  direction?: 'credit' | 'debit' | null;
  page?: number;
  pageSize?: 20 | 50 | 100;
}

export function adjustmentQueryOf(filters: AdjustmentFilters): AdjustmentQueryInput {
  const query: AdjustmentQueryInput = { from: filters.from, to: filters.to };
  if (filters.companyId) query.companyId = String(filters.companyId);
  if (filters.direction) query.direction = filters.direction;
  if (filters.page && filters.page > 1) query.page = String(filters.page);
  if (filters.pageSize) query.pageSize = String(filters.pageSize) as '20' | '50' | '100';
  return query;
}

export interface PaymentLinkFilters {
  kind: PaymentLinkKind;
  from?: CivilDate | null;
  to?: CivilDate | null;
  q?: string | null;
  status?: readonly PaymentLinkStatus[];
  page?: number;
  pageSize?: 20 | 50 | 100 | 'all';
}

export function paymentLinkQueryOf(filters: PaymentLinkFilters): PaymentLinkQueryInput {
  const query: PaymentLinkQueryInput = { kind: filters.kind };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q?.trim()) query.q = filters.q.trim();
  if (filters.status?.length) query.status = filters.status.join(',');
  if (filters.page && filters.page > 1) query.page = String(filters.page);
  if (filters.pageSize) query.pageSize = String(filters.pageSize) as '20' | '50' | '100' | 'all';
  return query;
}

/** A list's whole filtered set to export (POST exports): which list, its filters, the file's name. */
export type ListExport = { filename: string } & (
  | { list: 'transfers'; filters: TransferFilters }
  | { list: 'receivables'; filters: ReceivableFilters }
  | { list: 'disputes'; filters: DisputeFilters }
  | { list: 'paymentLinks'; filters: PaymentLinkFilters }
);

/** The list's query as its GET takes it, without page and size (an export is the whole set). */
export function listExportQueryOf(request: ListExport): Record<string, string> {
  const query: Record<string, string | undefined> =
    request.list === 'transfers'
      ? transferQueryOf(request.filters)
      : request.list === 'receivables'
        ? receivableQueryOf(request.filters)
        : request.list === 'disputes'
          ? disputeQueryOf(request.filters)
          : paymentLinkQueryOf(request.filters);
  const { page: _page, pageSize: _size, ...rest } = query;
  return Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
