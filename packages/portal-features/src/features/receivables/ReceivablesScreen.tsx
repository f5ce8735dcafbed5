import type { Receivable, ReceivableSchedule } from '@painel/api-client';
import { paymentMethodLabels, paymentMethods } from '@painel/api-client';
import { useMoneyCompanies, useReceivables } from '@painel/api-client/react';
import { receivableStatusLabels, receivableStatuses } from '@painel/api-client/money';
import {
  Button,
  Card,
  ChipSelect,
  DataTable,
  Money,
  Select,
  StatCard,
  formatDate,
  formatInteger,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { ListScreen, chipLabels, filterChips, useListView } from '../../core/list';
import { FigureGrid, MerchantSelect, SectionTitle, useSaoPauloToday, listStatusOf } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { useCan, usePortalLink } from '../../core/runtime/hooks';
import { receivablesMessages } from './messages';
import { ReceivableTotals } from './ReceivableTotals';
import { receivableColumns } from './receivableColumns';
import {
  receivableFiltersOf,
  receivableHorizons,
  receivableListView,
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
  const chip = chipLabels(useMessages('money', moneyMessages));
  const today = useSaoPauloToday();
  const list = useListView(receivableListView, { today });
  const { state, change } = list;
  // The choice and the days' page belong to the rows the filters keep: other filters, and they start over.
  const rowsKey = receivableListView.rowsKey(state);
  const [choice, setChoice] = useState({ rowsKey, selected: new Map<string, number>(), dayPage: 1 });
  const current = useMemo(
    () => (choice.rowsKey === rowsKey ? choice : { rowsKey, selected: new Map<string, number>(), dayPage: 1 }),
    [choice, rowsKey],
  );
  const { selected, dayPage } = current;
  const filters = useMemo(() => receivableFiltersOf(state, today), [state, today]);
  const schedule = useReceivables(filters);
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
            toggle: (r: Receivable) => {
              const next = new Map(selected);
              if (next.has(r.id)) next.delete(r.id);
              else next.set(r.id, r.net);
              setChoice({ ...current, selected: next });
            },
          }
        : null,
    [canAnticipate, selected, current],
  );
  const columns = useMemo(
    () => receivableColumns(m, { withCompany: companyId === null, selection, linkSales: true }),
    [m, companyId, selection],
  );
  const figure = (value: number | undefined, format: (v: number) => string) =>
    value === undefined ? '–' : format(value);
  const chips = filterChips(state, {
    status: chip.values(m.filters.status, receivableStatusLabels),
    method: chip.values(m.filters.method, paymentMethodLabels as Record<string, string>),
  });
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
    <ListScreen
      list={list}
      query={schedule}
      header={
        <>
          <p>{m.intro}</p>
          <FigureGrid aria-labelledby="agenda-resumo">
            <SectionTitle id="agenda-resumo">{m.outlookLabel}</SectionTitle>
            <StatCard
              label={m.outlook.receivable}
              loading={loading}
              value={figure(data?.outlook.receivable, formatMoney)}
            />
            <StatCard
              label={m.outlook.next30}
              loading={loading}
              value={figure(data?.outlook.next30Days, formatMoney)}
            />
            <StatCard
              label={m.outlook.anticipatable}
              loading={loading}
              value={figure(data?.outlook.anticipatable, formatMoney)}
            />
            <StatCard label={m.outlook.pledged} loading={loading} value={figure(data?.outlook.pledged, formatMoney)} />
          </FigureGrid>
        </>
      }
      chips={chips}
      filters={
        <>
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
        </>
      }
      beforeTable={
        <>
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
              onPageChange={(page) => setChoice({ ...current, dayPage: page })}
              {...(companyId !== null
                ? {
                    rowLink: (d: Day) => ({
                      href: href(`/dashboard/statements/future/preview/${companyId}/${d.date}`),
                      label: m.openDay(formatDate(d.date)),
                    }),
                    onNavigate: (target: string) => void navigate(target),
                  }
                : {})}
              activeFilters={chips.map((c) => c.label)}
              onClearFilters={() => list.clear()}
              onRetry={() => void schedule.mutate()}
            />
          </Card>
        </>
      }
      title={m.installments}
      tableIntro={
        <>
          {selection && <p>{m.chooseToAnticipate}</p>}
          {data?.items.some((item) => item.saleEvent) && <p>{m.refundedNote}</p>}
        </>
      }
      table={{
        label: m.installmentsTable,
        columns,
        rowKey: (r) => r.id,
        rows: (d) => d.items,
        total: (d) => d.total,
        pageSizeChoice: true,
        columnsKey: 'receivables',
      }}
      csv={{ list: 'receivables', filters, filename: m.listFile(filters.from, filters.to) }}
      actions={
        selection && (
          <SelectionBar>
            {selected.size > 0 && <span role="status">{m.selected(selected.size, formatMoney(selectedNet))}</span>}
            <Button size="sm" disabled={selected.size === 0} onClick={anticipate}>
              {m.anticipateSelected}
            </Button>
          </SelectionBar>
        )
      }
    />
  );
}
