import { useReceivables } from '@painel/api-client/react';
import { Card, DataTable, formatDate } from '@painel/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { MoneyStack, useColumnPreferences, useSaoPauloToday, listStatusOf } from '../../core/money';
import { usePortalLink } from '../../core/runtime/hooks';
import { receivablesMessages } from './messages';
import { ReceivableTotals } from './ReceivableTotals';
import { receivableColumns } from './receivableColumns';
import { receivableDetailFilters, receivableDetailViewOf } from './receivableDetailView';

/**
 * The schedule's detail routes (spec 2.6): /preview/{id} a sale's installments; /pending/preview/{companyId}/
 * {anticipatedDate} what anticipations brought to a day; /future/preview/… a day's receivables; /warranty/preview/…
 * a day's receivables pledged as guarantee, with the contract that holds them.
 */
export function ReceivableDetailScreen() {
  const m = useMessages('receivables', receivablesMessages);
  const today = useSaoPauloToday();
  const { pathname } = useLocation();
  const { portalPath } = usePortalLink();
  const detail = receivableDetailViewOf(portalPath(pathname));
  const [page, setPage] = useState(1);
  const filters = useMemo(() => (detail ? receivableDetailFilters(detail, today, page) : null), [detail, today, page]);
  const schedule = useReceivables(filters);
  const linkSales = detail !== null && detail.view !== 'transaction';
  const columns = useMemo(
    () => receivableColumns(m, { withCompany: false, selection: null, linkSales }),
    [m, linkSales],
  );
  const [preferences, setPreferences] = useColumnPreferences('receivableDetail');
  const error: unknown = schedule.error;
  const data = error ? undefined : schedule.data;
  const loading = !data && !error;
  const back = <PortalLink to="/dashboard/statements">{m.back}</PortalLink>;
  if (!detail) {
    return (
      <MoneyStack>
        {back}
        <p role="alert">{m.notFound}</p>
      </MoneyStack>
    );
  }
  const title =
    detail.view === 'transaction'
      ? m.views.transaction(detail.transactionId ?? '')
      : m.views[detail.view](formatDate(detail.date ?? today));
  const contract = data?.items.find((item) => item.contract)?.contract;

  return (
    <MoneyStack>
      {back}
      <h2>{title}</h2>
      <p>{m.viewIntro[detail.view]}</p>
      {contract && <p>{m.contract(contract.id, contract.holder, formatDate(contract.until))}</p>}
      {detail.view === 'transaction' && (
        <PortalLink to={`/dashboard/transactions/preview/${detail.transactionId ?? ''}`}>
          {m.openTransaction}
        </PortalLink>
      )}
      <ReceivableTotals totals={data?.totals} of={detail.view === 'transaction' ? 'sale' : 'day'} />
      <Card title={m.installments}>
        <DataTable
          label={m.installmentsTable}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          status={listStatusOf(error, !loading)}
          total={data?.total ?? 0}
          page={page}
          pageSize={50}
          onPageChange={setPage}
          onRetry={() => void schedule.mutate()}
          columnPreferences={preferences}
          onColumnPreferencesChange={setPreferences}
        />
      </Card>
    </MoneyStack>
  );
}
