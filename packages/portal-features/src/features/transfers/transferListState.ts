import type { TransferFilters } from '@painel/api-client';
import {
  transferKinds,
  transferStatuses,
  transferViews,
  type TransferKind,
  type TransferStatus,
  type TransferView,
} from '@painel/api-client/money';
import { resolvePeriod, type PeriodPreset } from '@painel/ui';
import { idValues, knownValues, searchWriter } from '../../core/money/urlValues';

/** The transfer list's view as the URL holds it; the sub-route (pending, processing…) is the path's. */
export interface TransferListState {
  preset: PeriodPreset;
  from: string;
  to: string;
  status: TransferStatus[];
  kind: TransferKind[];
  companyId: number[];
  q: string;
  page: number;
  pageSize: 20 | 50 | 100;
}

export const TRANSFERS_DEFAULT_PRESET = 'last30';

export function readTransferListState(search: URLSearchParams, today: string): TransferListState {
  const period = resolvePeriod(
    search.get('periodo'),
    search.get('de'),
    search.get('ate'),
    today,
    TRANSFERS_DEFAULT_PRESET,
  );
  const page = Number(search.get('pagina'));
  const size = Number(search.get('itens'));
  return {
    preset: period.preset,
    from: period.from,
    to: period.to,
    status: knownValues(search.get('status'), transferStatuses),
    kind: knownValues(search.get('tipo'), transferKinds),
    companyId: idValues(search.get('lojista')),
    q: (search.get('busca') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    pageSize: [20, 50, 100].includes(size) ? (size as 20 | 50 | 100) : 20,
  };
}

export function writeTransferListState(state: TransferListState): URLSearchParams {
  const { search, set } = searchWriter();
  set('periodo', state.preset, TRANSFERS_DEFAULT_PRESET);
  if (state.preset === 'custom') {
    set('de', state.from);
    set('ate', state.to);
  }
  set('status', state.status.join(','));
  set('tipo', state.kind.join(','));
  set('lojista', state.companyId.join(','));
  set('busca', state.q);
  set('pagina', state.page, 1);
  set('itens', state.pageSize, 20);
  return search;
}

export function changeTransferListState(state: TransferListState, patch: Partial<TransferListState>) {
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  return { ...state, ...patch, page: onlyPage ? (patch.page ?? state.page) : 1 };
}

/** The sub-route a path names: /dashboard/transfers/pending → 'pending'; the list itself → null. */
export function transferViewOf(path: string): TransferView | null {
  const segment = path.replace(/\/+$/, '').split('/')[3] ?? '';
  return (transferViews as readonly string[]).includes(segment) ? (segment as TransferView) : null;
}

/** /dashboard/transfers/pending/preview/{companyId}/{anticipatedDate}: the pending transfers of one day. */
export function pendingDayOf(path: string): { companyId: number; date: string } | null {
  const match = /\/dashboard\/transfers\/pending\/preview\/(\d+)\/(\d{4}-\d{2}-\d{2})\/?$/.exec(path);
  return match ? { companyId: Number(match[1]), date: match[2] ?? '' } : null;
}

export const transferFiltersOf = (
  state: TransferListState,
  view: TransferView | null,
  day: { companyId: number; date: string } | null,
): TransferFilters => ({
  from: state.from,
  to: state.to,
  view: day ? 'pending' : view,
  status: state.status,
  kind: state.kind,
  companyId: day ? [day.companyId] : state.companyId,
  date: day?.date ?? null,
  q: state.q,
  page: state.page,
  pageSize: state.pageSize,
});
