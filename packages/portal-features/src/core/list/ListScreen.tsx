import { Card, DataTable, FilterBar, StatCard, visibleColumns, type DataColumn, type TableSort } from '@painel/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ListExport } from '@painel/api-client';
import { CsvDownloadButton } from '../money/CsvDownloadButton';
import { useApi } from '../runtime/hooks';
import { listStatusOf } from '../money/listStatus';
import { FigureGrid, MoneyStack, SectionTitle } from '../money/moneyLayout';
import { useColumnPreferences } from '../money/useColumnPreferences';
import type { ListChip } from './filterChips';
import type { FilterName, ListField } from './listView';
import type { ListViewControls } from './useListView';

type Fields = Record<string, ListField<unknown>>;

/** A list endpoint's SWR answer. */
export interface ListQuery<Data> {
  data?: Data;
  error?: unknown;
  mutate: () => unknown;
}

/** A figure of the whole filtered set: '–' and a skeleton until the list has answered. */
export interface ListFigure<Data> {
  label: string;
  value: (data: Data) => string;
  detail?: (data: Data) => string | undefined;
}

export interface ListTable<Row, Data> {
  /** Names the table for screen readers ('Transferências'). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
  rows: (data: Data) => readonly Row[];
  total: (data: Data) => number;
  /** The row's detail, followed inside the portal. */
  rowLink?: (row: Row) => { href: string; label: string } | undefined;
  /** How a row's link is followed; the router's navigation by default. */
  onNavigate?: (href: string) => void;
  /** The empty list with no filter in force, in the screen's words and with what to do next. */
  emptyMessage?: ReactNode;
  /** What a failed load says, in the screen's words. */
  errorMessage?: string;
  /** The totals row, by column id. */
  totals?: (data: Data) => Partial<Record<string, ReactNode>>;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** The person may show 20, 50 or 100 rows a page (default); false where the endpoint pages by a fixed size. */
  pageSizeChoice?: boolean;
  /** The key under which the person's choice of columns is remembered; no column chooser without it. */
  columnsKey?: string;
}

export interface ListScreenProps<Row, Data, F extends Fields> {
  /** The view in the URL (`useListView`). */
  list: ListViewControls<F>;
  query: ListQuery<Data>;
  table: ListTable<Row, Data>;
  /**
   * 'page' (default): the list is the screen; its filters come first, over the figures they shape.
   * 'section': the list is one part of a larger screen, a titled card holding its filters and table.
   */
  layout?: 'page' | 'section';
  /** Above the filters: the sub-routes, the intro, a notice, the primary action. */
  header?: ReactNode;
  /** The filter controls. */
  filters?: ReactNode;
  /** The filters in force (`filterChips`), each removable on its own. */
  chips?: readonly ListChip<FilterName<F>>[];
  /** The figures of the whole filtered set, under their heading. */
  figures?: { title: string; id: string; items: readonly ListFigure<Data>[] };
  /** Between the figures and the table (a second table, a note about the figures). */
  beforeTable?: ReactNode;
  /** The table's card title. */
  title?: string;
  /** Inside the table's card, over the table: how to use it (choose rows to act on). */
  tableIntro?: ReactNode;
  /** Below the table: what the screen shows after the list (the preventive holds under the adjustments). */
  afterTable?: ReactNode;
  /**
   * 'Exportar CSV' of the whole filtered set (off while the list is empty): the list, its filters and the file's
   * name; the API answers the file, or beyond 10,000 rows a job in Arquivos.
   */
  csv?: ListExport;
  /** Other buttons beside the export (a new item, a selection's action); given the columns in sight. */
  actions?: ReactNode | ((table: { visibleColumnIds: string[] }) => ReactNode);
}

/**
 * A list screen: its filters kept in the URL with their chips, the figures of the filtered set, the server-paged
 * table (cards on a phone) with its loading, empty, filtered-empty, error-with-retry and permission-denied states,
 * and the export. A screen declares its endpoint, filters, columns and figures; the rest is here.
 */
export function ListScreen<Row, Data, F extends Fields>(props: ListScreenProps<Row, Data, F>) {
  const { list, query, table, layout = 'page', chips = [] } = props;
  const navigate = useNavigate();
  const api = useApi();
  const [preferences, setPreferences] = useColumnPreferences(table.columnsKey ?? '');
  const error: unknown = query.error;
  const data = error ? undefined : query.data;
  const loading = !data && !error;
  const total = data ? table.total(data) : 0;
  const filterBar = props.filters && (
    <FilterBar
      activeFilters={chips}
      onRemoveFilter={(id) => list.clear(id as FilterName<F>)}
      onClearFilters={() => list.clear()}
    >
      {props.filters}
    </FilterBar>
  );
  const dataTable = (
    <DataTable
      label={table.label}
      columns={table.columns}
      rows={data ? table.rows(data) : []}
      rowKey={table.rowKey}
      status={listStatusOf(error, data !== undefined)}
      total={total}
      page={list.state.page}
      pageSize={list.state.pageSize}
      onPageChange={(page) => list.change({ page } as Partial<typeof list.state>)}
      {...(table.pageSizeChoice !== false
        ? {
            onPageSizeChange: (pageSize: number) => list.change({ pageSize } as Partial<typeof list.state>),
          }
        : {})}
      sort={table.sort}
      onSortChange={table.onSortChange}
      totals={data && table.totals ? table.totals(data) : undefined}
      rowLink={table.rowLink}
      onNavigate={table.onNavigate ?? ((target) => void navigate(target))}
      emptyMessage={table.emptyMessage}
      errorMessage={table.errorMessage}
      activeFilters={chips.map((chip) => chip.label)}
      onClearFilters={() => list.clear()}
      onRetry={() => void query.mutate()}
      {...(table.columnsKey ? { columnPreferences: preferences, onColumnPreferencesChange: setPreferences } : {})}
      actions={
        (props.csv || props.actions) && (
          <>
            {props.csv && (
              <CsvDownloadButton run={() => api.exportList(props.csv as ListExport)} disabled={total === 0} />
            )}
            {typeof props.actions === 'function'
              ? props.actions({ visibleColumnIds: visibleColumns(table.columns, preferences).map((c) => c.id) })
              : props.actions}
          </>
        )
      }
    />
  );

  if (layout === 'section') {
    return (
      <Card title={props.title}>
        {props.header}
        {filterBar}
        {props.tableIntro}
        {dataTable}
      </Card>
    );
  }
  return (
    <MoneyStack>
      {props.header}
      {filterBar}
      {props.figures && (
        <FigureGrid aria-labelledby={props.figures.id}>
          <SectionTitle id={props.figures.id}>{props.figures.title}</SectionTitle>
          {props.figures.items.map((figure) => (
            <StatCard
              key={figure.label}
              label={figure.label}
              loading={loading}
              value={data ? figure.value(data) : '–'}
              {...(data && figure.detail ? { detail: figure.detail(data) } : {})}
            />
          ))}
        </FigureGrid>
      )}
      {props.beforeTable}
      <Card title={props.title}>
        {props.tableIntro}
        {dataTable}
      </Card>
      {props.afterTable}
    </MoneyStack>
  );
}
