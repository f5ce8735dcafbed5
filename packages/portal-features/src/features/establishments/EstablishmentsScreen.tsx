import { type merchantCategoryCodes, type EstablishmentSummary } from '@painel/api-client';
import { useEstablishments } from '@painel/api-client/react';
import { DateTime, Money, SearchField, formatMoney, type DataColumn } from '@painel/ui';
import { useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { NavigateButton } from '../../core/links/NavigateButton';
import { ListScreen, optionSelect, statusColumn, chipLabels, filterChips, useListView } from '../../core/list';
import { ActionRow, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { PortalLink } from '../../core/links/PortalLink';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { usePortalLink } from '../../core/runtime/hooks';
import { establishmentListView, stateWords } from './establishmentListView';
import { establishmentPaths } from './establishmentPaths';
import { establishmentStatusTone } from './establishmentTones';
import { establishmentsMessages } from './messages';

/**
 * /dashboard/establishments and /dashboard/establishments/{idcompany}: the stores and white labels of the caller's
 * tree (or of one company), with status, owner, 30 days' volume and balance, server-paginated and scoped by the API.
 */
export function EstablishmentsScreen() {
  const words = useMessages('establishments', establishmentsMessages);
  const m = words.list;
  const chip = chipLabels(useMessages('money', moneyMessages));
  const list = useListView(establishmentListView, { today: useSaoPauloToday() });
  const { idcompany } = useRouteParams();
  const companyId = Number(idcompany) || null;
  const { href } = usePortalLink();
  const { state, change } = list;
  const query = useEstablishments(
    useMemo(
      () => ({
        ...(state.status ? { status: state.status } : {}),
        ...(state.kind ? { kind: state.kind } : {}),
        ...(state.whiteLabel ? { whiteLabel: String(state.whiteLabel) } : {}),
        ...(state.state ? { state: state.state } : {}),
        ...(state.mcc ? { mcc: state.mcc } : {}),
        ...(state.search ? { search: state.search } : {}),
        ...(companyId ? { companyId: String(companyId) } : {}),
        page: String(state.page),
        pageSize: String(state.pageSize),
      }),
      [state, companyId],
    ),
  );
  const data = query.data;
  const whiteLabels = data?.whiteLabels ?? [];
  const whiteLabelNames = Object.fromEntries(whiteLabels.map((w) => [String(w.companyId), w.name]));
  const companyName = companyId
    ? data?.items.find((item) => item.owner.companyId === companyId || item.whiteLabel?.companyId === companyId)
    : undefined;
  const c = m.columns;
  const columns: DataColumn<EstablishmentSummary>[] = [
    {
      id: 'tradeName',
      label: c.tradeName,
      cell: (row) => row.tradeName,
      hideable: false,
      card: 'headline',
      wrap: true,
    },
    statusColumn(c.status, (row) => row.status, establishmentStatusTone, words.statuses),
    // First of a phone card's lines, so the card's link says the document it shows.
    { id: 'document', label: c.document, cell: (row) => row.document },
    { id: 'volume', label: c.volume, align: 'end', cell: (row) => <Money cents={row.volume30d} /> },
    {
      id: 'balance',
      label: c.balance,
      align: 'end',
      cell: (row) => (row.balance === null ? '—' : <Money cents={row.balance} />),
    },
    { id: 'legalName', label: c.legalName, cell: (row) => row.legalName, wrap: true },
    { id: 'kind', label: c.kind, cell: (row) => words.kinds[row.kind] },
    { id: 'whiteLabel', label: c.whiteLabel, cell: (row) => row.whiteLabel?.name ?? '—', wrap: true },
    { id: 'mcc', label: c.mcc, cell: (row) => `${row.mcc} · ${words.segments[row.mcc]}`, defaultHidden: true },
    { id: 'place', label: c.place, cell: (row) => `${row.city}/${row.state}` },
    {
      id: 'terminals',
      label: c.terminals,
      align: 'end',
      cell: (row) => String(row.activeTerminals),
      defaultHidden: true,
    },
    {
      id: 'lastSale',
      label: c.lastSale,
      defaultHidden: true,
      cell: (row) => (row.lastSaleAt ? <DateTime value={row.lastSaleAt} /> : m.never),
    },
    { id: 'createdAt', label: c.createdAt, defaultHidden: true, cell: (row) => <DateTime value={row.createdAt} /> },
  ];
  const f = m.filters;
  const chips = filterChips(state, {
    search: chip.text(f.search),
    status: chip.option(f.status, words.statuses),
    kind: chip.option(f.kind, words.kinds),
    whiteLabel: chip.ids(f.whiteLabel, (id) => whiteLabels.find((w) => w.companyId === id)?.name),
    state: chip.option(f.state, stateWords),
    mcc: chip.option(f.mcc, words.segments),
  });
  const mccLabels = Object.fromEntries(
    Object.entries(words.segments).map(([code, name]) => [code, `${code} · ${name}`]),
  ) as Record<(typeof merchantCategoryCodes)[number], string>;
  return (
    <ListScreen
      list={list}
      query={query}
      header={
        <>
          <p>{m.intro}</p>
          <ActionRow>
            {data?.canCreate && <NavigateButton to={establishmentPaths.create}>{m.create}</NavigateButton>}
            {companyId && <PortalLink to={establishmentPaths.list}>{m.allCompanies}</PortalLink>}
          </ActionRow>
        </>
      }
      chips={chips}
      filters={
        <>
          <SearchField label={f.search} hint={m.hint} value={state.search} onSearch={(search) => change({ search })} />
          {optionSelect(f.status, f.anyStatus, state.status, words.statuses, (status) => change({ status }))}
          {whiteLabels.length > 0 && optionSelect(f.kind, f.any, state.kind, words.kinds, (kind) => change({ kind }))}
          {whiteLabels.length > 0 &&
            optionSelect(
              f.whiteLabel,
              f.any,
              state.whiteLabel ? String(state.whiteLabel) : null,
              whiteLabelNames,
              (id) => change({ whiteLabel: Number(id) || null }),
            )}
          {optionSelect(f.state, f.any, state.state, stateWords, (uf) => change({ state: uf }))}
          {optionSelect(f.mcc, f.any, state.mcc, mccLabels, (mcc) => change({ mcc }))}
        </>
      }
      figures={{
        title: m.figures,
        id: 'lojas-resumo',
        items: [
          { label: m.count, value: (d) => String(d.total), detail: () => m.countDetail },
          { label: m.volume, value: (d) => formatMoney(d.totals.volume30d), detail: () => m.volumeDetail },
        ],
      }}
      title={
        companyName
          ? m.companyTitle(
              companyName.owner.companyId === companyId ? companyName.owner.name : (companyName.whiteLabel?.name ?? ''),
            )
          : m.title
      }
      table={{
        label: m.table,
        columns,
        rowKey: (row) => String(row.id),
        rows: (page) => page.items,
        total: (page) => page.total,
        emptyMessage: m.empty,
        columnsKey: 'establishments',
        rowLink: (row) => ({
          href: href(establishmentPaths.preview(row.id)),
          label: m.open(row.tradeName, row.document),
        }),
      }}
    />
  );
}
