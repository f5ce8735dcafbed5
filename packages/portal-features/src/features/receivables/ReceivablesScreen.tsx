import type { Receivable, ReceivableSchedule } from '@painel/api-client';
import { paymentMethodLabels, paymentMethods } from '@painel/api-client';
import { useMoneyCompanies, useReceivables } from '@painel/api-client/react';
import { receivableStatusLabels, receivableStatuses } from '@painel/api-client/money';
import {
  Button,
  Card,
  ChipSelect,
  DataTable,
  FilterBar,
  Money,
  Select,
  StatCard,
  formatDate,
  formatInteger,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
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
import { receivablesMessages } from './messages';
import { ReceivableTotals } from './ReceivableTotals';
import { receivableColumns } from './receivableColumns';
import {
  changeReceivableListState,
  readReceivableListState,
  receivableFiltersOf,
  receivableHorizons,
  writeReceivableListState,
  type ReceivableListState,
} from './receivableListState';
import { SelectionBar } from './styles';

type Day = ReceivableSchedule['days'][number];
const DAYS_PER_PAGE = 10;

/**
 * Extratos, the receivables schedule (spec 2.6): what is still to come, by day and installment by installment,
 * each with its fees and status, from the same ledger as the balances, so "a receber" is the same figure here and
 * on the Extrato Bancário. Anticipatable installments can be chosen and taken to Antecipações.
 */
export function ReceivablesScreen() {
  const m = useMessages('receivables', receivablesMessages);
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readReceivableListState(search), [search]);
  const [selected, setSelected] = useState<Map<string, number>>(new Map());
  const [dayPage, setDayPage] = useState(1);
  const change = useCallback(
    (patch: Partial<ReceivableListState>) => {
      // Other filters, other installments and days: the choice and the days' page start over.
      if (Object.keys(patch).some((key) => key !== 'page' && key !== 'pageSize')) {
        setSelected(new Map());
        setDayPage(1);
      }
      setSearch(writeReceivableListState(changeReceivableListState(state, patch)));
    },
    [setSearch, state],
  );
  const filters = useMemo(() => receivableFiltersOf(state, today), [state, today]);
  const schedule = useReceivables(filters);
  const api = useApi();
  const companies = useMoneyCompanies();
  const merchants = companies.data?.merchants ?? [];
  const can = useCan();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const error: unknown = schedule.error;
  const data = error ? undefined : schedule.data;
  const loading = !data && !error;
  // A day or a choice belongs to one merchant: the caller's own, or the one picked.
  const companyId = data?.companyId ?? null;
  const canAnticipate = can('create_anticipations', 'ACL') && companyId !== null;
  const selection = useMemo(
    () =>
      canAnticipate
        ? {
            isSelected: (id: string) => selected.has(id),
            toggle: (r: Receivable) =>
              setSelected((current) => {
                const next = new Map(current);
                if (next.has(r.id)) next.delete(r.id);
                else next.set(r.id, r.net);
                return next;
              }),
          }
        : null,
    [canAnticipate, selected],
  );
  const columns = useMemo(
    () => receivableColumns(m, { withCompany: companyId === null, selection, linkSales: true }),
    [m, companyId, selection],
  );
  const [preferences, setPreferences] = useColumnPreferences('receivables');
  const figure = (value: number | undefined, format: (v: number) => string) =>
    value === undefined ? '–' : format(value);
  const active = [
    ...(state.status.length
      ? [money.filterLabel(m.filters.status, state.status.map((s) => receivableStatusLabels[s]).join(', '))]
      : []),
    ...(state.method.length
      ? [
          money.filterLabel(
            m.filters.method,
            state.method.map((x) => paymentMethodLabels[x as keyof typeof paymentMethodLabels]).join(', '),
          ),
        ]
      : []),
  ];
  const clear = () => change({ status: [], method: [] });
  const days = data?.days ?? [];
  const dayColumns: DataColumn<Day>[] = [
    { id: 'date', label: m.columns.date, cell: (d) => formatDate(d.date), hideable: false },
    { id: 'count', label: m.columns.count, align: 'end', cell: (d) => formatInteger(d.count) },
    { id: 'gross', label: m.columns.gross, align: 'end', cell: (d) => <Money cents={d.gross} /> },
    { id: 'fees', label: m.columns.fees, align: 'end', cell: (d) => <Money cents={-(d.mdr + d.anticipationFee)} /> },
    { id: 'net', label: m.columns.net, align: 'end', card: 'headline', cell: (d) => <Money cents={d.net} /> },
    { id: 'pledged', label: m.columns.pledged, align: 'end', cell: (d) => <Money cents={d.pledged} /> },
  ];
  const selectedNet = [...selected.values()].reduce((sum, net) => sum + net, 0);
  const anticipate = () => {
    const params = new URLSearchParams({ recebiveis: [...selected.keys()].join(',') });
    if (merchants.length > 1 && companyId !== null) params.set('lojista', String(companyId));
    void navigate(href(`/dashboard/anticipations?${params.toString()}`));
  };

  return (
    <MoneyStack>
      <p>{m.intro}</p>
      <FigureGrid aria-labelledby="agenda-resumo">
        <SectionTitle id="agenda-resumo">{m.outlookLabel}</SectionTitle>
        <StatCard
          label={m.outlook.receivable}
          loading={loading}
          value={figure(data?.outlook.receivable, formatMoney)}
        />
        <StatCard label={m.outlook.next30} loading={loading} value={figure(data?.outlook.next30Days, formatMoney)} />
        <StatCard
          label={m.outlook.anticipatable}
          loading={loading}
          value={figure(data?.outlook.anticipatable, formatMoney)}
        />
        <StatCard label={m.outlook.pledged} loading={loading} value={figure(data?.outlook.pledged, formatMoney)} />
      </FigureGrid>
      <FilterBar
        activeFilters={active.map((label, index) => ({ id: String(index), label }))}
        onRemoveFilter={clear}
        onClearFilters={clear}
      >
        <Select
          label={m.filters.horizon}
          value={state.horizon}
          placeholder={false}
          options={receivableHorizons.map((value) => ({ value, label: m.horizons[value] }))}
          onChange={(event) => change({ horizon: event.target.value as ReceivableListState['horizon'] })}
        />
        {merchants.length > 1 && (
          <MerchantSelect
            merchants={merchants}
            value={state.companyId}
            onChange={(companyId) => change({ companyId })}
          />
        )}
        <ChipSelect
          label={m.filters.status}
          options={receivableStatuses.map((value) => ({ value, label: receivableStatusLabels[value] }))}
          value={state.status}
          onChange={(status) => change({ status })}
        />
        <ChipSelect
          label={m.filters.method}
          options={paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
          value={state.method}
          onChange={(method) => change({ method })}
        />
      </FilterBar>
      <ReceivableTotals totals={data?.totals} />
      {companyId === null && data && <p>{m.allMerchantsNote}</p>}
      <Card title={m.byDay}>
        <p>{m.byDayIntro}</p>
        <DataTable
          label={m.byDayTable}
          columns={dayColumns}
          rows={days.slice((dayPage - 1) * DAYS_PER_PAGE, dayPage * DAYS_PER_PAGE)}
          rowKey={(d) => d.date}
          status={listStatusOf(error, !loading)}
          total={days.length}
          page={dayPage}
          pageSize={DAYS_PER_PAGE}
          onPageChange={setDayPage}
          {...(companyId !== null
            ? {
                rowLink: (d: Day) => ({
                  href: href(`/dashboard/statements/future/preview/${companyId}/${d.date}`),
                  label: m.openDay(formatDate(d.date)),
                }),
                onNavigate: (target: string) => void navigate(target),
              }
            : {})}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void schedule.mutate()}
        />
      </Card>
      <Card title={m.installments}>
        {selection && <p>{m.chooseToAnticipate}</p>}
        {data?.items.some((item) => item.saleEvent) && <p>{m.refundedNote}</p>}
        <DataTable
          label={m.installmentsTable}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(r) => r.id}
          status={listStatusOf(error, !loading)}
          total={data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize: pageSize as 20 | 50 | 100 })}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void schedule.mutate()}
          columnPreferences={preferences}
          onColumnPreferencesChange={setPreferences}
          actions={
            <>
              <CsvDownloadButton
                filename={m.listFile(filters.from, filters.to)}
                disabled={!data?.total}
                build={() => import('./receivablesExport').then((module) => module.exportReceivables(api, filters))}
              />
              {selection && (
                <SelectionBar>
                  {selected.size > 0 && (
                    <span role="status">{m.selected(selected.size, formatMoney(selectedNet))}</span>
                  )}
                  <Button size="sm" disabled={selected.size === 0} onClick={anticipate}>
                    {m.anticipateSelected}
                  </Button>
                </SelectionBar>
              )}
            </>
          }
        />
      </Card>
    </MoneyStack>
  );
}
