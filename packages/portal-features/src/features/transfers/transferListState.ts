import type { TransferFilters } from '@painel/api-client';
import { transferKinds, transferViews, type TransferStatus, type TransferView } from '@painel/api-client/money';
import { defineListView, idsField, periodField, textField, valuesField, type ListState } from '../../core/list';

/** The transfer list's view as the URL holds it, for the statuses its sub-route can have. */
export const transferListView = (statuses: readonly TransferStatus[]) =>
  defineListView({
    period: periodField('last30'),
    status: valuesField('status', statuses),
    kind: valuesField('tipo', transferKinds),
    companyId: idsField('lojista'),
    q: textField('busca'),
  });

export type TransferListState = ListState<ReturnType<typeof transferListView>['fields']>;

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
  from: state.period.from,
  to: state.period.to,
  view: day ? 'pending' : view,
  status: state.status,
  kind: state.kind,
  companyId: day ? [day.companyId] : state.companyId,
  date: day?.date ?? null,
  q: state.q,
  page: state.page,
  pageSize: state.pageSize,
});
