import { useMoneyCompanies, useTransfers } from '@painel/api-client/react';
import {
  transferKindLabels,
  transferKinds,
  transferStatusLabels,
  transferStatuses,
  transferViewStatuses,
} from '@painel/api-client/money';
import { Button, ChipSelect, PeriodPicker, SearchField, formatDate, formatInteger, formatMoney } from '@painel/ui';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { ListScreen, chipLabels, filterChips, useListView } from '../../core/list';
import { MerchantSelect, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { useCan, usePortalLink } from '../../core/runtime/hooks';
import { transfersMessages } from './messages';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';
import { transferColumns } from './transferColumns';
import { pendingDayOf, transferFiltersOf, transferListView, transferViewOf } from './transferListState';
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
  const chip = chipLabels(useMessages('money', moneyMessages));
  const today = useSaoPauloToday();
  const { pathname } = useLocation();
  const { href, portalPath } = usePortalLink();
  const path = portalPath(pathname);
  const view = transferViewOf(path);
  const day = pendingDayOf(path);
  const viewStatuses = day ? transferViewStatuses.pending : view ? transferViewStatuses[view] : transferStatuses;
  // A status the view cannot have (from an address written by hand) is dropped, so the chips show every filter.
  const listView = useMemo(() => transferListView(viewStatuses), [viewStatuses]);
  const list = useListView(listView, { today });
  const { state, change } = list;
  const filters = useMemo(() => transferFiltersOf(state, view, day), [state, view, day]);
  const query = useTransfers(filters);
  const companies = useMoneyCompanies();
  const merchants = companies.data?.merchants ?? [];
  const can = useCan();
  const columns = useMemo(() => transferColumns(m, merchants.length > 1), [m, merchants.length]);
  const chips = filterChips(state, {
    status: chip.values(m.filters.status, transferStatusLabels),
    kind: chip.values(m.filters.kind, transferKindLabels),
    q: chip.text(m.filters.search),
  });
  const dayCompany = day ? (merchants.find((x) => x.companyId === day.companyId)?.name ?? `#${day.companyId}`) : '';
  const newTransferFor = merchants.length > 1 ? (state.companyId[0] ?? null) : null;

  return (
    <ListScreen
      list={list}
      query={query}
      header={
        <>
          <TransferViewsNav current={day ? 'pending' : view} />
          <p>{day ? m.pendingOfDay(dayCompany, formatDate(day.date)) : m.viewIntro[view ?? 'all']}</p>
        </>
      }
      chips={chips}
      filters={
        <>
          <PeriodPicker value={state.period} today={today} onChange={(period) => change({ period })} />
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
        </>
      }
      figures={{
        title: m.summaryLabel,
        id: 'transferencias-totais',
        items: [
          { label: m.summary.count, value: (d) => formatInteger(d.totals.count) },
          { label: m.summary.amount, value: (d) => formatMoney(d.totals.amount) },
          { label: m.summary.fee, value: (d) => formatMoney(-d.totals.fee) },
        ],
      }}
      table={{
        label: m.tableLabel,
        columns,
        rowKey: (t) => t.id,
        rows: (d) => d.items,
        total: (d) => d.total,
        pageSizeChoice: true,
        columnsKey: 'transfers',
        rowLink: (t) => ({ href: href(`/dashboard/transfers/preview/${t.id}`), label: m.openTransfer(t.id) }),
      }}
      csv={{ list: 'transfers', filters, filename: m.listFile(state.period.from, state.period.to) }}
      actions={
        can('create_transfers', 'ACL') &&
        (merchants.length <= 1 || newTransferFor !== null) && (
          <NewTransferDialog
            trigger={<Button size="sm">{m.newTransfer}</Button>}
            companyId={newTransferFor}
            onDone={() => void query.mutate()}
          />
        )
      }
    />
  );
}
