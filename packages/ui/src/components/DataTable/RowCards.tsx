import type { MouseEvent, ReactNode } from 'react';
import { Select } from '../Select';
import type { DataColumn, TableSort } from './DataTable';
import { Card, CardLines, CardList, CardTop, Headline, Skeleton } from './RowCards.styles';

/** Where a column goes on a phone's card. */
export type CardPlace = 'headline' | 'badge' | 'line' | 'hidden';

/**
 * Each column's place on a card: the one a table names, else the first money column is the headline and the
 * 'status' column the badge beside it; the others are lines, in the person's column order.
 */
export function cardPlaces<Row>(columns: readonly DataColumn<Row>[]): Map<string, CardPlace> {
  const places = new Map<string, CardPlace>(columns.map((column) => [column.id, column.card ?? 'line']));
  if (!columns.some((column) => column.card === 'headline')) {
    const money = columns.find((column) => column.align === 'end' && !column.card);
    if (money) places.set(money.id, 'headline');
  }
  if (!columns.some((column) => column.card === 'badge')) {
    const status = columns.find((column) => column.id === 'status' && !column.card);
    if (status) places.set(status.id, 'badge');
  }
  return places;
}

export interface RowCardsProps<Row> {
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading: boolean;
  skeletonCount: number;
  totals?: Partial<Record<string, ReactNode>>;
  totalsLabel: string;
  link: (row: Row) => { href: string; label: string } | undefined;
  onFollow: (event: MouseEvent<HTMLElement>, row: Row) => void;
  onFollowLink: (event: MouseEvent<HTMLAnchorElement>, href: string) => void;
  /** The order, chosen above the cards (a phone has no column headers to click). */
  sort?: TableSort;
  onSortChange?: (sort: TableSort) => void;
  sortMessages: { label: string; none: string; option: (label: string, direction: 'asc' | 'desc') => string };
}

/** 'Ordenar por': each sortable column, largest first then smallest first. */
function CardSort<Row>({ columns, sort, onSortChange, sortMessages }: RowCardsProps<Row>) {
  const sortable = columns.filter((column) => column.sortable);
  if (!onSortChange || sortable.length === 0) return null;
  const options = sortable.flatMap((column) =>
    (['desc', 'asc'] as const).map((direction) => ({
      value: `${column.id}:${direction}`,
      label: sortMessages.option(column.label, direction),
    })),
  );
  return (
    <Select
      label={sortMessages.label}
      options={options}
      placeholder={sort ? false : sortMessages.none}
      value={sort ? `${sort.columnId}:${sort.direction}` : ''}
      onChange={(event) => {
        const [columnId = '', direction] = event.target.value.split(':');
        if (columnId) onSortChange({ columnId, direction: direction === 'asc' ? 'asc' : 'desc' });
      }}
    />
  );
}

/**
 * The rows of a list on a phone: one card each, the amount and status on top, then each column as a line
 * named by its label, the first column as the row's link. The totals of the filtered set come first.
 */
export function RowCards<Row>(props: RowCardsProps<Row>) {
  const { columns, rows, link } = props;
  const places = cardPlaces(columns);
  const placed = (place: CardPlace) => columns.filter((column) => places.get(column.id) === place);
  const [headline] = placed('headline');
  const [badge] = placed('badge');
  const lines = placed('line');
  const withTotals = props.totals ? columns.filter((column) => props.totals?.[column.id] !== undefined) : [];

  return (
    <CardList role="region" aria-label={props.label} aria-busy={props.loading} data-layout="cards">
      <CardSort {...props} />
      {withTotals.length > 0 && !props.loading && rows.length > 0 && (
        <Card as="section" aria-label={props.totalsLabel} data-totals="true">
          <CardTop>
            <strong>{props.totalsLabel}</strong>
          </CardTop>
          <CardLines>
            {withTotals.map((column) => (
              <div key={column.id}>
                <dt>{column.label}</dt>
                <dd>{props.totals?.[column.id]}</dd>
              </div>
            ))}
          </CardLines>
        </Card>
      )}
      <ul>
        {props.loading
          ? Array.from({ length: props.skeletonCount }, (_, index) => (
              <Card key={`skeleton-${index}`} aria-hidden="true">
                <CardTop>
                  <Skeleton />
                </CardTop>
                <Skeleton />
              </Card>
            ))
          : rows.map((row) => {
              const target = link(row);
              return (
                <Card
                  key={props.rowKey(row)}
                  data-linked={target ? 'true' : undefined}
                  onClick={(event) => props.onFollow(event, row)}
                >
                  {(headline || badge) && (
                    <CardTop>
                      <Headline>{headline?.cell(row)}</Headline>
                      {badge?.cell(row)}
                    </CardTop>
                  )}
                  <CardLines>
                    {lines.map((column, index) => (
                      <div key={column.id}>
                        <dt>{column.label}</dt>
                        <dd>
                          {index === 0 && target ? (
                            <a
                              href={target.href}
                              aria-label={target.label}
                              onClick={(event) => props.onFollowLink(event, target.href)}
                            >
                              {column.cell(row)}
                            </a>
                          ) : (
                            column.cell(row)
                          )}
                        </dd>
                      </div>
                    ))}
                  </CardLines>
                </Card>
              );
            })}
      </ul>
    </CardList>
  );
}
