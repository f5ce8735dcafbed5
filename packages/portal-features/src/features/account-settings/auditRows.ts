import type { AuditEntry } from '@painel/api-client';
import type { AuditRow } from '@painel/ui';
import { accountSettingsMessages } from './messages';

const m = accountSettingsMessages.audit;
const pad = (value: number) => String(value).padStart(2, '0');

/** dd/MM/yyyy HH:mm:ss in the browser's time zone; the raw text when it is not a date. */
export function formatAuditDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const text = (value: string | null | undefined, fallback: string) => (value && value.trim() !== '' ? value : fallback);

/**
 * One API audit entry as the table shows it (spec 3): the feature is the last segment of the class
 * path, the event in Portuguese, 'Desconhecido' for missing user details, 'Indefinido' for a missing feature.
 */
export function toAuditRow(entry: AuditEntry): AuditRow {
  const feature = entry.auditable_type?.split(/[\\/]/).filter(Boolean).at(-1);
  return {
    id: entry.id,
    userName: text(entry.user_details?.name, m.unknown),
    email: text(entry.user_details?.email, m.unknown),
    systemOrigin: text(entry.user_details?.systemOrigin, m.unknown),
    functionality: text(feature, m.undefinedFeature),
    actionPath: entry.url ?? '',
    actionType: m.actionTypes[entry.event] ?? entry.event,
    oldValues: entry.old_values,
    newValues: entry.new_values,
    date: formatAuditDate(entry.created_at),
    createdAt: entry.created_at,
  };
}
