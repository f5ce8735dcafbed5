import type { AuditEntry } from '@painel/api-client';
import type { AuditChanges, AuditColumn, AuditFilter } from '@painel/ui';
import { auditMessages as m } from './messages';

/** One audit entry as displayed (spec 3). */
export interface AuditRow {
  id: string | number;
  userName: string;
  email: string;
  systemOrigin: string;
  functionality: string;
  actionPath: string;
  /** 'Criação', 'Atualização' or 'Deleção'. */
  actionType: string;
  oldValues: unknown;
  newValues: unknown;
  /** Display date, dd/MM/yyyy HH:mm:ss. */
  date: string;
  /** ISO creation date-time; the date filter matches its prefix ('2024-03' or '2024-03-15'). */
  createdAt: string;
}
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

type TextField = 'userName' | 'email' | 'systemOrigin' | 'functionality' | 'actionPath' | 'actionType';
/** One column of the audit table, by its field. */
export const auditColumnOf = (field: TextField | 'id' | 'date'): AuditColumn<AuditRow> => ({
  label: m.fields[field],
  cell: (row) => row[field],
});
const textFilter = (field: TextField): AuditFilter<AuditRow> => ({
  key: field,
  label: m.fields[field],
  value: (row) => row[field],
});
const textFields: TextField[] = ['userName', 'email', 'systemOrigin', 'functionality', 'actionPath', 'actionType'];

/** The audit table's columns (spec 2.3): id, user, e-mail, origin, feature, path, action and date. */
export const auditColumns: AuditColumn<AuditRow>[] = [
  auditColumnOf('id'),
  ...textFields.map(auditColumnOf),
  auditColumnOf('date'),
];

/** The audit table's free-text filters (spec 2.3, 4.6); the creation date matches by ISO prefix. */
export const auditFilters: AuditFilter<AuditRow>[] = [
  ...textFields.map(textFilter),
  {
    key: 'createdAt',
    label: m.fields.createdAt,
    hint: m.createdAtHint,
    value: (row) => row.createdAt,
    match: 'prefix',
  },
];

/** What the 'Ver valores' dialog shows of a row. */
export function auditChanges(row: AuditRow): AuditChanges {
  const name = `${m.fields.id} ${row.id}`;
  return {
    name,
    description: `${name} · ${row.functionality} · ${row.date}`,
    oldValues: row.oldValues,
    newValues: row.newValues,
  };
}
