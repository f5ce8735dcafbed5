import { useMemo, useState, type FormEvent } from 'react';
import { useUiMessages } from '../../messages';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import {
  auditFilterFields,
  filterAuditRows,
  indexAuditRows,
  paginate,
  type AuditFilters,
  type AuditRow,
} from './auditFilter';
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

export interface AuditTableProps {
  rows: readonly AuditRow[];
  loading?: boolean;
  /** Rows per page; 5 by default (spec 9). */
  pageSize?: number;
}

/**
 * The audit log: free-text filters applied on the client (empty ones ignored, containment without
 * case, the creation date by ISO prefix), 5 rows a page, and each row's old and new values side by side.
 */
export function AuditTable({ rows, loading = false, pageSize = 5 }: AuditTableProps) {
  const messages = useUiMessages().audit;
  const [draft, setDraft] = useState<AuditFilters>({});
  const [applied, setApplied] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AuditRow | null>(null);

  // Lower-casing happens once per list, not on every filter pass.
  const indexed = useMemo(() => indexAuditRows(rows), [rows]);
  const filtered = useMemo(() => filterAuditRows(indexed, applied), [indexed, applied]);
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
      <FilterForm role="search" aria-label={messages.filters} onSubmit={apply}>
        {auditFilterFields.map((field) => (
          <TextField
            key={field}
            label={messages.fields[field]}
            name={field}
            autoComplete="off"
            hint={field === 'createdAt' ? messages.createdAtHint : undefined}
            value={draft[field] ?? ''}
            onChange={(event) => setDraft((previous) => ({ ...previous, [field]: event.target.value }))}
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
                  <th scope="col">{messages.columns.id}</th>
                  <th scope="col">{messages.fields.userName}</th>
                  <th scope="col">{messages.fields.email}</th>
                  <th scope="col">{messages.fields.systemOrigin}</th>
                  <th scope="col">{messages.fields.functionality}</th>
                  <th scope="col">{messages.fields.actionPath}</th>
                  <th scope="col">{messages.fields.actionType}</th>
                  <th scope="col">{messages.columns.date}</th>
                  <th scope="col">{messages.columns.values}</th>
                </tr>
              </thead>
              <tbody>
                {current.items.map((row) => (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{row.userName}</td>
                    <td>{row.email}</td>
                    <td>{row.systemOrigin}</td>
                    <td>{row.functionality}</td>
                    <td>{row.actionPath}</td>
                    <td>{row.actionType}</td>
                    <td>{row.date}</td>
                    <td>
                      <Button
                        size="sm"
                        variant="tertiary"
                        aria-label={`${messages.showValues}: ${messages.columns.id} ${row.id}`}
                        onClick={() => setOpened(row)}
                      >
                        {messages.showValues}
                      </Button>
                    </td>
                  </tr>
                ))}
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
        description={
          opened ? `${messages.columns.id} ${opened.id} · ${opened.functionality} · ${opened.date}` : undefined
        }
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
