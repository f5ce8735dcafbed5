import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useUiMessageGroup } from '../../messages';
import { auditMessages } from '../../messages/audit';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import { filterAuditRows, indexAuditRows, paginate, type AuditFilter, type AuditFilterValues } from './auditFilter';
import {
  FilterActions,
  FilterForm,
  FormActions,
  Pagination,
  Root,
  Status,
  Table,
  TableScroll,
  ValuesGrid,
} from './AuditTable.styles';

/** Old and new values as indented JSON. A string holding JSON is parsed first; other strings stay as they are. */
export function formatAuditValues(value: unknown): string {
  if (value === null || value === undefined) return '{}';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2) ?? '';
}

/** One column of the table: its heading and each row's cell. */
export interface AuditColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** What the 'Ver valores' dialog shows of a row. */
export interface AuditChanges {
  /** Names the row on its button and in the dialog ('ID 3'). */
  name: string;
  /** A line under the dialog's title. */
  description: string;
  oldValues: unknown;
  newValues: unknown;
}

export interface AuditTableProps<Row> {
  rows: readonly Row[];
  /** The columns, in order; the last one is always the row's 'Ver valores' button. */
  columns: readonly AuditColumn<Row>[];
  /** The free-text filters above the table. */
  filters: readonly AuditFilter<Row>[];
  rowKey: (row: Row) => string | number;
  changes: (row: Row) => AuditChanges;
  loading?: boolean;
  /** Rows per page; 5 by default (spec 9). */
  pageSize?: number;
}

/**
 * The audit log: free-text filters applied on the client (empty ones ignored, containment without
 * case, dates by prefix), 5 rows a page, and each row's old and new values side by side. Columns and
 * filters are data, so the table knows nothing of the portal's audit entries.
 */
export function AuditTable<Row>({
  rows,
  columns,
  filters,
  rowKey,
  changes,
  loading = false,
  pageSize = 5,
}: AuditTableProps<Row>) {
  const messages = useUiMessageGroup('audit', auditMessages);
  const [draft, setDraft] = useState<AuditFilterValues>({});
  const [applied, setApplied] = useState<AuditFilterValues>({});
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AuditChanges | null>(null);

  // Lower-casing happens once per list, not on every filter pass.
  const indexed = useMemo(() => indexAuditRows(rows, filters), [rows, filters]);
  const filtered = useMemo(() => filterAuditRows(indexed, filters, applied), [indexed, filters, applied]);
  const current = paginate(filtered, page, pageSize);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const clear = () => {
    setDraft({});
    setApplied({});
    setPage(1);
  };

  return (
    <Root data-component="AuditTable">
      {filters.length > 0 && (
        <FilterForm role="search" aria-label={messages.filters} onSubmit={apply}>
          {filters.map((filter) => (
            <TextField
              key={filter.key}
              label={filter.label}
              name={filter.key}
              autoComplete="off"
              hint={filter.hint}
              value={draft[filter.key] ?? ''}
              onChange={(event) => setDraft((previous) => ({ ...previous, [filter.key]: event.target.value }))}
            />
          ))}
          <FormActions>
            <Button type="submit" disabled={loading}>
              {messages.apply}
            </Button>
            <Button variant="secondary" onClick={clear} disabled={loading}>
              {messages.clear}
            </Button>
          </FormActions>
        </FilterForm>
      )}

      {loading ? (
        <Status>
          <Spinner size="lg" label={messages.loading} />
        </Status>
      ) : filtered.length === 0 ? (
        <Status role="status">{messages.empty}</Status>
      ) : (
        <>
          <TableScroll role="region" aria-label={messages.table} tabIndex={0}>
            <Table>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column.label} scope="col">
                      {column.label}
                    </th>
                  ))}
                  <th scope="col">{messages.valuesColumn}</th>
                </tr>
              </thead>
              <tbody>
                {current.items.map((row) => {
                  const rowChanges = changes(row);
                  return (
                    <tr key={rowKey(row)}>
                      {columns.map((column) => (
                        <td key={column.label}>{column.cell(row)}</td>
                      ))}
                      <td>
                        <Button
                          size="sm"
                          variant="tertiary"
                          aria-label={`${messages.showValues}: ${rowChanges.name}`}
                          onClick={() => setOpened(rowChanges)}
                        >
                          {messages.showValues}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </TableScroll>
          <Pagination aria-label={messages.page(current.page, current.pageCount)}>
            <span aria-live="polite">
              {messages.page(current.page, current.pageCount)} · {messages.results(filtered.length)}
            </span>
            <FilterActions>
              <Button
                size="sm"
                variant="secondary"
                disabled={current.page <= 1}
                onClick={() => setPage(current.page - 1)}
              >
                {messages.previous}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={current.page >= current.pageCount}
                onClick={() => setPage(current.page + 1)}
              >
                {messages.nextPage}
              </Button>
            </FilterActions>
          </Pagination>
        </>
      )}

      <Dialog
        open={opened !== null}
        onOpenChange={(open) => {
          if (!open) setOpened(null);
        }}
        title={messages.valuesTitle}
        description={opened?.description}
        size="xl"
      >
        {opened && (
          <ValuesGrid>
            <section aria-labelledby="audit-old-values">
              <h3 id="audit-old-values">{messages.oldValues}</h3>
              <pre>{formatAuditValues(opened.oldValues)}</pre>
            </section>
            <section aria-labelledby="audit-new-values">
              <h3 id="audit-new-values">{messages.newValues}</h3>
              <pre>{formatAuditValues(opened.newValues)}</pre>
            </section>
          </ValuesGrid>
        )}
      </Dialog>
    </Root>
  );
}
