import { useMoneyCompanies, useTransfers } from '@painel/api-client/react';
import {
  transferKindLabels,
  transferKinds,
  transferStatusLabels,
  transferStatuses,
  transferViewStatuses,
} from '@painel/api-client/money';
import {
  Button,
  Card,
  ChipSelect,
  DataTable,
  FilterBar,
  PeriodPicker,
  SearchField,
  StatCard,
  formatDate,
  formatInteger,
  formatMoney,
} from '@painel/ui';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  FigureGrid,
  MerchantSelect,
  MoneyStack,
  SectionTitle,
  useColumnPreferences,
  useSaoPauloToday,
  listStatusOf,
  CsvDownloadButton,
} from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { useApi, useCan, usePortalLink } from '../../core/runtime/hooks';
import { transfersMessages } from './messages';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';
import { transferColumns } from './transferColumns';
import {
  changeTransferListState,
  pendingDayOf,
  readTransferListState,
  transferFiltersOf,
  transferViewOf,
  writeTransferListState,
  type TransferListState,
} from './transferListState';
import { TransferViewsNav } from './TransferViewsNav';

// The form, its rules and the receipt load with the first click on "Nova transferência".
const NewTransferDialog = dialogOnDemand(() =>
  import('./NewTransferDialog').then((module) => module.NewTransferDialog),
);

/**
 * Transferências (spec 2.6, view_transfers) and its sub-routes, each a view of the same list: pending,
 * processing, unrealized (with the reason and the money back), extended (with the new date), oldpending (past
 * the platform terms' window), and a day's pending transfers. The filters live in the URL; "Nova transferência"
 * for whoever may move the money.
 */
export function TransfersScreen() {
  const m = useMessages('transfers', transfersMessages);
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const { pathname } = useLocation();
  const { href, portalPath } = usePortalLink();
  const path = portalPath(pathname);
  const view = transferViewOf(path);
  const day = pendingDayOf(path);
  const [search, setSearch] = useSearchParams();
  const viewStatuses = day ? transferViewStatuses.pending : view ? transferViewStatuses[view] : transferStatuses;
  // A status the view cannot have (from an address written by hand) is dropped, so the chips show every filter.
  const state = useMemo(() => {
    const read = readTransferListState(search, today);
    return { ...read, status: read.status.filter((status) => viewStatuses.includes(status)) };
  }, [search, today, viewStatuses]);
  const change = useCallback(
    (patch: Partial<TransferListState>) => setSearch(writeTransferListState(changeTransferListState(state, patch))),
    [setSearch, state],
  );
  const filters = useMemo(() => transferFiltersOf(state, view, day), [state, view, day]);
  const list = useTransfers(filters);
  const companies = useMoneyCompanies();
  const merchants = companies.data?.merchants ?? [];
  const can = useCan();
  const api = useApi();
  const navigate = useNavigate();
  const columns = useMemo(() => transferColumns(m, merchants.length > 1), [m, merchants.length]);
  const [preferences, setPreferences] = useColumnPreferences('transfers');
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const loading = !data && !error;
  const figure = (value: number | undefined, format: (v: number) => string) =>
    value === undefined ? '–' : format(value);
  const active = [
    ...(state.status.length
      ? [money.filterLabel(m.filters.status, state.status.map((s) => transferStatusLabels[s]).join(', '))]
      : []),
    ...(state.kind.length
      ? [money.filterLabel(m.filters.kind, state.kind.map((k) => transferKindLabels[k]).join(', '))]
      : []),
    ...(state.q ? [money.filterLabel(m.filters.search, state.q)] : []),
  ];
  const clear = () => change({ status: [], kind: [], q: '', companyId: [] });
  const dayCompany = day ? (merchants.find((x) => x.companyId === day.companyId)?.name ?? `#${day.companyId}`) : '';
  const newTransferFor = merchants.length > 1 ? (state.companyId[0] ?? null) : null;

  return (
    <MoneyStack>
      <TransferViewsNav current={day ? 'pending' : view} />
      <p>{day ? m.pendingOfDay(dayCompany, formatDate(day.date)) : m.viewIntro[view ?? 'all']}</p>
      <FilterBar
        activeFilters={active.map((label, index) => ({ id: String(index), label }))}
        onRemoveFilter={clear}
        onClearFilters={clear}
      >
        <PeriodPicker
          value={{ preset: state.preset, from: state.from, to: state.to }}
          today={today}
          onChange={(period) => change(period)}
        />
        {merchants.length > 1 && (
          <MerchantSelect
            merchants={merchants}
            value={state.companyId.length === 1 ? (state.companyId[0] ?? null) : null}
            onChange={(companyId) => change({ companyId: companyId === null ? [] : [companyId] })}
          />
        )}
        <ChipSelect
          label={m.filters.status}
          options={viewStatuses.map((value) => ({ value, label: transferStatusLabels[value] }))}
          value={state.status}
          onChange={(status) => change({ status })}
        />
        <ChipSelect
          label={m.filters.kind}
          options={transferKinds.map((value) => ({ value, label: transferKindLabels[value] }))}
          value={state.kind}
          onChange={(kind) => change({ kind })}
        />
        <SearchField
          label={m.filters.search}
          hint={m.filters.searchHint}
          value={state.q}
          onSearch={(q) => change({ q })}
        />
      </FilterBar>
      <FigureGrid aria-labelledby="transferencias-totais">
        <SectionTitle id="transferencias-totais">{m.summaryLabel}</SectionTitle>
        <StatCard label={m.summary.count} loading={loading} value={figure(data?.totals.count, formatInteger)} />
        <StatCard label={m.summary.amount} loading={loading} value={figure(data?.totals.amount, formatMoney)} />
        <StatCard label={m.summary.fee} loading={loading} value={figure(data && -data.totals.fee, formatMoney)} />
      </FigureGrid>
      <Card>
        <DataTable
          label={m.tableLabel}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(t) => t.id}
          status={listStatusOf(error, !loading)}
          total={data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize: pageSize as 20 | 50 | 100 })}
          rowLink={(t) => ({ href: href(`/dashboard/transfers/preview/${t.id}`), label: m.openTransfer(t.id) })}
          onNavigate={(target) => void navigate(target)}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void list.mutate()}
          columnPreferences={preferences}
          onColumnPreferencesChange={setPreferences}
          actions={
            <>
              <CsvDownloadButton
                filename={m.listFile(state.from, state.to)}
                disabled={!data?.total}
                build={() => import('./transfersExport').then((module) => module.exportTransfers(api, filters))}
              />
              {can('create_transfers', 'ACL') && (merchants.length <= 1 || newTransferFor !== null) && (
                <NewTransferDialog
                  trigger={<Button size="sm">{m.newTransfer}</Button>}
                  companyId={newTransferFor}
                  onDone={() => void list.mutate()}
                />
              )}
            </>
          }
        />
      </Card>
    </MoneyStack>
  );
}
