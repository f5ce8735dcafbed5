import type { AuditedModel } from '@painel/api-client';
import { useRecordHistory } from '@painel/api-client/react';
import { AuditTable, Button, Spinner } from '@painel/ui';
import { useMemo } from 'react';
import { auditChanges, auditColumnOf, toAuditRow } from '../audit/auditRows';
import { useMessages } from '../copy/MessagesContext';
import { detailMessages } from './messages';

/** When, who and what kind of change: the record is the page's own. */
const columns = [auditColumnOf('date'), auditColumnOf('userName'), auditColumnOf('email'), auditColumnOf('actionType')];

/**
 * A record's Histórico: every change to it from the audit log (who, when, before and after in 'Ver valores'),
 * newest first, with its loading, empty and failed states.
 */
export function RecordHistory({ model, id }: { model: AuditedModel; id: string }) {
  const m = useMessages('details', detailMessages).history;
  const query = useRecordHistory({ model, id });
  const error: unknown = query.error;
  const rows = useMemo(() => (query.data?.items ?? []).map(toAuditRow), [query.data]);
  if (error) {
    return (
      <>
        <p role="alert">{m.loadFailed}</p>
        <Button variant="secondary" onClick={() => void query.mutate()}>
          {m.retry}
        </Button>
      </>
    );
  }
  if (!query.data) {
    return (
      <p role="status">
        <Spinner decorative /> {m.loading}
      </p>
    );
  }
  if (rows.length === 0) return <p role="status">{m.empty}</p>;
  return (
    <>
      <p>{m.intro}</p>
      <AuditTable rows={rows} columns={columns} filters={[]} rowKey={(row) => row.id} changes={auditChanges} />
    </>
  );
}
