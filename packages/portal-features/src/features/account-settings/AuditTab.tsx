import { useAuditLogs } from '@painel/api-client/react';
import { AuditTable } from '@painel/ui';
import { useEffect, useMemo } from 'react';
import { auditChanges, auditColumns, auditFilters, toAuditRow } from '../../core/audit/auditRows';

/**
 * Tab 5 (spec 2.3, 4.6): the audit log after the session check. A failed fetch is logged and shows
 * the empty list (spec 8), never a broken page.
 */
export function AuditTab() {
  const query = useAuditLogs();
  // SWR types its error as any.
  const error: unknown = query.error;
  const { data, isLoading } = query;
  const rows = useMemo(() => (data ?? []).map(toAuditRow), [data]);
  useEffect(() => {
    if (error) console.error('[@painel/portal-features] audit logs could not be fetched', error);
  }, [error]);
  return (
    <AuditTable
      rows={error ? [] : rows}
      columns={auditColumns}
      filters={auditFilters}
      rowKey={(row) => row.id}
      changes={auditChanges}
      loading={isLoading}
    />
  );
}
