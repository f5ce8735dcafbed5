import type { AuditedModel } from '../endpoints/account';
import type { SandboxDb, SandboxState } from './db';

/** A record whose change is written: its model as the audit log names it, id and the company it belongs to. */
export interface AuditedRecord {
  model: AuditedModel | 'Transaction' | 'SystemSetting' | 'ApprovalRequest';
  id?: string;
  companyId?: number;
}

type AuditEvent = 'created' | 'updated' | 'deleted';
/** Who, which record, the path of the change, the values before and after, and what happened to the record. */
type AuditArguments = [
  actor: { name: string; email: string },
  record: AuditedRecord,
  url: string,
  old_values: Record<string, unknown>,
  new_values: Record<string, unknown>,
  event?: AuditEvent,
];

/** Writes one entry, newest first, inside a change of state already under way (so both land together). */
export function appendAudit(
  state: SandboxState,
  ...[actor, record, url, old_values, new_values, event]: AuditArguments
) {
  const nextId = Math.max(0, ...state.auditLogs.map((entry) => Number(entry.id) || 0)) + 1;
  state.auditLogs.unshift({
    id: nextId,
    event: event ?? 'updated',
    user_details: { name: actor.name, email: actor.email, systemOrigin: 'PAINEL' },
    auditable_type: `App\\Models\\${record.model}`,
    ...(record.id !== undefined ? { auditable_id: record.id } : {}),
    ...(record.companyId !== undefined ? { company_id: record.companyId } : {}),
    url,
    old_values,
    new_values,
    created_at: new Date().toISOString(),
  });
}

/** Every change of the sandbox's records lands in the audit log (account settings, tab 5; a record's Histórico). */
export function audit(db: SandboxDb, ...change: AuditArguments) {
  db.update((state) => appendAudit(state, ...change));
}
