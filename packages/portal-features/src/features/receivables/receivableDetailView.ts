import type { ReceivableFilters } from '@painel/api-client';
import { addDays } from '@painel/api-client';
import type { ReceivableView } from '@painel/api-client/money';

/** What a detail route of the schedule shows: a sale's installments, or one day's anticipated, future or pledged. */
export interface ReceivableDetailView {
  view: ReceivableView;
  transactionId: string | null;
  companyId: number | null;
  date: string | null;
}

const DAY = String.raw`(\d+)/(\d{4}-\d{2}-\d{2})`;
const routes: Array<[RegExp, ReceivableView]> = [
  [new RegExp(String.raw`/dashboard/statements/pending/preview/${DAY}/?$`), 'anticipated'],
  [new RegExp(String.raw`/dashboard/statements/future/preview/${DAY}/?$`), 'future'],
  [new RegExp(String.raw`/dashboard/statements/warranty/preview/${DAY}/?$`), 'pledged'],
];

/** The view a portal path names, or null when it names none (a malformed address). */
export function receivableDetailViewOf(path: string): ReceivableDetailView | null {
  const sale = /\/dashboard\/statements\/preview\/([^/]+)\/?$/.exec(path);
  if (sale)
    return { view: 'transaction', transactionId: decodeURIComponent(sale[1] ?? ''), companyId: null, date: null };
  for (const [pattern, view] of routes) {
    const match = pattern.exec(path);
    if (match) return { view, transactionId: null, companyId: Number(match[1]), date: match[2] ?? null };
  }
  return null;
}

/** The schedule's query for a view: a sale over its whole life, a day for the others, with its statuses. */
export function receivableDetailFilters(detail: ReceivableDetailView, today: string, page: number): ReceivableFilters {
  const paging = { page, pageSize: 50 as const };
  if (detail.view === 'transaction') {
    return { from: addDays(today, -400), to: addDays(today, 400), transactionId: detail.transactionId, ...paging };
  }
  const day = detail.date ?? today;
  return {
    from: day,
    to: day,
    companyId: detail.companyId,
    ...(detail.view === 'anticipated' ? { status: ['anticipated'] as const } : {}),
    ...(detail.view === 'pledged' ? { status: ['pledged'] as const } : {}),
    ...paging,
  };
}
