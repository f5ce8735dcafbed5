/** A free-text filter of the audit table: what it is called, and the text of a row it looks in. */
export interface AuditFilter<Row> {
  key: string;
  label: string;
  hint?: string;
  value: (row: Row) => string;
  /** 'contains' (case-insensitive, the default), or 'prefix' (an ISO date: '2024-03' or '2024-03-15'). */
  match?: 'contains' | 'prefix';
}

/** What each filter field holds, by filter key. */
export type AuditFilterValues = Record<string, string | undefined>;

type IndexedRow<Row> = { row: Row; text: string[] };

/** The filterable texts of every row, lower-cased once per list so each filter pass only compares. */
export function indexAuditRows<Row>(rows: readonly Row[], filters: readonly AuditFilter<Row>[]): IndexedRow<Row>[] {
  return rows.map((row) => ({
    row,
    text: filters.map((filter) => (filter.match === 'prefix' ? filter.value(row) : filter.value(row).toLowerCase())),
  }));
}

/**
 * Spec 5 and 4.6: empty fields are ignored; text matches by case-insensitive containment; a prefix
 * filter (the creation date) matches the start only. Filters combine with AND.
 */
export function filterAuditRows<Row>(
  indexed: readonly IndexedRow<Row>[],
  filters: readonly AuditFilter<Row>[],
  values: AuditFilterValues,
): Row[] {
  const active = filters
    .map((filter, index) => ({ index, prefix: filter.match === 'prefix', value: (values[filter.key] ?? '').trim() }))
    .filter(({ value }) => value !== '')
    .map((active) => (active.prefix ? active : { ...active, value: active.value.toLowerCase() }));
  if (active.length === 0) return indexed.map(({ row }) => row);
  const result: Row[] = [];
  for (const { row, text } of indexed) {
    const matches = active.every(({ index, prefix, value }) => {
      const candidate = text[index] ?? '';
      return prefix ? candidate.startsWith(value) : candidate.includes(value);
    });
    if (matches) result.push(row);
  }
  return result;
}

export interface Page<T> {
  items: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
}

export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pageCount };
}
