import { lazy, Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { usePhoneLayout } from '../../layout/useMediaQuery';
import type { CardPlace, RowCardsProps } from './RowCards';
import { resultsAnnouncement } from './resultsAnnouncement';
import { defaultColumnPreferences, visibleColumns, type ColumnPreferences } from './columnPreferences';
import {
  Group,
  LiveRegion,
  Message,
  Pager,
  Root,
  Scroll,
  Skeleton,
  SortButton,
  Table,
  Toolbar,
} from './DataTable.styles';

// The column panel (checkboxes) loads when someone opens it, not with every list; the cards only on a phone.
const ColumnChooser = lazy(() => import('./ColumnChooser').then((module) => ({ default: module.ColumnChooser })));
const RowCards = lazy(() => import('./RowCards').then((module) => ({ default: module.RowCards }))) as <Row>(
  props: RowCardsProps<Row>,
) => ReactNode;

export interface DataColumn<Row> {
  id: string;
  label: string;
  cell: (row: Row) => ReactNode;
  /** 'end' for money and counts: right-aligned, tabular figures. */
  align?: 'start' | 'end';
  /** The server can sort by it. */
  sortable?: boolean;
  /** false keeps it on screen whatever the person chooses (the row's link). */
  hideable?: boolean;
  defaultHidden?: boolean;
  /**
   * Its place on a phone, where each row is a card: 'headline' (the amount, on top), 'badge' (the status, beside
   * it), a 'line' under them (the default) or 'hidden'. Unnamed, the first money column is the headline and the
   * 'status' column the badge.
   */
  card?: CardPlace;
  /** Long text (a description, who and where) wraps within a narrow column, so the figures stay in sight. */
  wrap?: boolean;
}

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  columnId: string;
  direction: SortDirection;
}

/** 'forbidden': the server refused this person the data (403); saying so beats a retry that cannot work. */
export type DataTableStatus = 'loading' | 'ready' | 'error' | 'forbidden';

export interface DataTableProps<Row> {
  /** Names the table for screen readers ('Transações'). */
  label: string;
  columns: readonly DataColumn<Row>[];
  /** The page the server sent; while loading, the previous page's count keeps the layout. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  status: DataTableStatus;
  /** The whole filtered set's size, for the pager. */
  total: number;
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  /** A totals row of the whole filtered set, by column id. */
  totals?: Partial<Record<string, ReactNode>>;
  /** The row's detail: the first column shows it as a link; a click anywhere on the row follows it. */
  rowLink?: (row: Row) => { href: string; label: string } | undefined;
  /** How to follow a link inside the app (client-side navigation); a plain page load otherwise. */
  onNavigate?: (href: string) => void;
  /**
   * What the list says when it is empty with no filter in force, in the screen's words and with what to do next
   * ('Nenhuma assinatura ainda. Crie a primeira…'); the generic 'Nenhum resultado encontrado.' otherwise.
   */
  emptyMessage?: ReactNode;
  /** What a failed load says, in the screen's words ('Não foi possível carregar os arquivos.'); a generic text otherwise. */
  errorMessage?: string;
  /** The filters in force, named for the empty state ('Status: Paga'). */
  activeFilters?: readonly string[];
  onClearFilters?: () => void;
  onRetry?: () => void;
  /** What the person chose to see; the host remembers it. */
  columnPreferences?: ColumnPreferences | null;
  onColumnPreferencesChange?: (preferences: ColumnPreferences) => void;
  /** Extra controls in the toolbar (export). */
  actions?: ReactNode;
}

const SKELETON_ROWS = 5;

/**
 * A server-driven table: rows, total, page and sort come from outside, so a million rows cost one page.
 * Columns are data, the person picks and orders them, the header stays in view, money lines up, and every
 * state keeps the layout: a skeleton while loading, the filters and 'Limpar filtros' when empty, 'Tentar
 * novamente' on error.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, columns, rows, rowKey, status, total, page, pageSize, onPageChange, sort, onSortChange } = props;
  const messages = useUiMessageGroup('data', dataMessages);
  const [choosing, setChoosing] = useState(false);
  // Once a person sorted with a header, the polite region also says the order (the button keeps focus, silent).
  const [sortAnnounced, setSortAnnounced] = useState(false);
  const panelId = useId();
  const preferences = props.columnPreferences ?? defaultColumnPreferences(columns);
  const shown = visibleColumns(columns, props.columnPreferences ?? null);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const loading = status === 'loading';

  const phone = usePhoneLayout();
  const follow = (event: MouseEvent<HTMLElement>, row: Row) => {
    const link = props.rowLink?.(row);
    if (!link || (event.target as HTMLElement).closest('a, button, input, label')) return;
    if (props.onNavigate) props.onNavigate(link.href);
    else window.location.assign(link.href);
  };
  const followLink = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (!props.onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    props.onNavigate(href);
  };

  const sortedColumn = sortAnnounced && sort ? columns.find((column) => column.id === sort.columnId) : undefined;
  const sortedBy = sortedColumn && sort ? { label: sortedColumn.label, direction: sort.direction } : undefined;

  const header = (column: DataColumn<Row>) => {
    const sorted = sort?.columnId === column.id ? sort.direction : undefined;
    const ariaSort = sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
    return (
      <th key={column.id} scope="col" data-align={column.align ?? 'start'} aria-sort={ariaSort}>
        {column.sortable && onSortChange ? (
          // The header's name stays the column's (each cell is read with it); that it sorts is its description.
          <SortButton
            type="button"
            aria-description={messages.sortBy(column.label)}
            onClick={() => {
              setSortAnnounced(true);
              onSortChange({ columnId: column.id, direction: sorted === 'desc' ? 'asc' : 'desc' });
            }}
          >
            {column.label}
            <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
          </SortButton>
        ) : (
          column.label
        )}
      </th>
    );
  };

  const body = () => {
    if (status === 'forbidden') {
      return (
        <Message role="alert">
          <p>{messages.forbidden}</p>
        </Message>
      );
    }
    if (status === 'error') {
      return (
        <Message role="alert">
          <p>{props.errorMessage ?? messages.loadError}</p>
          {props.onRetry && (
            <Button variant="secondary" onClick={props.onRetry}>
              {messages.retry}
            </Button>
          )}
        </Message>
      );
    }
    if (status === 'ready' && rows.length === 0) {
      const filters = props.activeFilters ?? [];
      return (
        <Message role="status">
          <p>{filters.length ? messages.emptyWithFilters : (props.emptyMessage ?? messages.empty)}</p>
          {filters.length > 0 && (
            <ul>
              {filters.map((filter) => (
                <li key={filter}>{filter}</li>
              ))}
            </ul>
          )}
          {filters.length > 0 && props.onClearFilters && (
            <Button variant="secondary" onClick={props.onClearFilters}>
              {messages.clearFilters}
            </Button>
          )}
        </Message>
      );
    }
    return null;
  };
  const message = body();
  const skeletonCount = Math.min(pageSize, rows.length || SKELETON_ROWS);

  return (
    <Root data-component="DataTable">
      <Toolbar>
        <span>{status === 'ready' ? messages.results(total) : ' '}</span>
        <Group>
          {props.actions}
          {props.onColumnPreferencesChange && (
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={choosing}
              aria-controls={panelId}
              onClick={() => setChoosing((open) => !open)}
            >
              {messages.chooseColumns}
            </Button>
          )}
        </Group>
      </Toolbar>
      {choosing && props.onColumnPreferencesChange && (
        <Suspense fallback={null}>
          <ColumnChooser
            id={panelId}
            columns={columns}
            preferences={preferences}
            onChange={props.onColumnPreferencesChange}
          />
        </Suspense>
      )}
      {message ??
        (phone ? (
          <Suspense fallback={<Message role="status">{messages.loadingRows}</Message>}>
            <RowCards
              label={label}
              columns={shown}
              rows={rows}
              rowKey={rowKey}
              loading={loading}
              skeletonCount={skeletonCount}
              totals={props.totals}
              totalsLabel={messages.totals}
              link={(row) => props.rowLink?.(row)}
              onFollow={follow}
              onFollowLink={followLink}
              sort={sort}
              onSortChange={onSortChange}
              sortMessages={{ label: messages.sortCards, none: messages.sortDefault, option: messages.sortOption }}
            />
          </Suspense>
        ) : (
          <Scroll role="region" aria-label={label} tabIndex={0}>
            <Table aria-label={label} aria-busy={loading}>
              <thead>
                <tr>{shown.map(header)}</tr>
              </thead>
              <tbody>
                {loading
                  ? Array.from({ length: skeletonCount }, (_, index) => (
                      <tr key={`skeleton-${index}`} aria-hidden="true">
                        {shown.map((column) => (
                          <td key={column.id}>
                            <Skeleton />
                          </td>
                        ))}
                      </tr>
                    ))
                  : rows.map((row) => {
                      const link = props.rowLink?.(row);
                      return (
                        <tr
                          key={rowKey(row)}
                          data-linked={link ? 'true' : undefined}
                          onClick={(event) => follow(event, row)}
                        >
                          {shown.map((column, index) => (
                            <td
                              key={column.id}
                              data-align={column.align ?? 'start'}
                              data-wrap={column.wrap ? 'true' : undefined}
                            >
                              {index === 0 && link ? (
                                <a
                                  href={link.href}
                                  aria-label={link.label}
                                  onClick={(event) => followLink(event, link.href)}
                                >
                                  {column.cell(row)}
                                </a>
                              ) : (
                                column.cell(row)
                              )}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
              </tbody>
              {props.totals && !loading && rows.length > 0 && (
                <tfoot>
                  <tr>
                    {shown.map((column, index) => (
                      <td key={column.id} data-align={column.align ?? 'start'}>
                        {props.totals?.[column.id] ?? (index === 0 ? messages.totals : null)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </Table>
          </Scroll>
        ))}
      <Pager aria-label={messages.pager(label)}>
        <LiveRegion aria-live="polite">
          {status === 'ready' ? resultsAnnouncement(messages, { total, page, pageCount, sortedBy }) : ''}
        </LiveRegion>
        {props.onPageSizeChange ? (
          <label>
            {messages.pageSize}
            <select value={pageSize} onChange={(event) => props.onPageSizeChange?.(Number(event.target.value))}>
              {(props.pageSizes ?? [20, 50, 100]).map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span />
        )}
        <Group>
          <span aria-hidden="true">{messages.page(page, pageCount)}</span>
          <Button size="sm" variant="secondary" disabled={page <= 1 || loading} onClick={() => onPageChange(page - 1)}>
            {messages.previousPage}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pageCount || loading}
            onClick={() => onPageChange(page + 1)}
          >
            {messages.nextPage}
          </Button>
        </Group>
      </Pager>
    </Root>
  );
}
