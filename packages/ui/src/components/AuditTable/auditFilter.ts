/** One audit entry as displayed (spec 3); screens map the API's entries to this shape. */
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

export const auditFilterFields = [
  'userName',
  'email',
  'systemOrigin',
  'functionality',
  'actionPath',
  'actionType',
  'createdAt',
] as const;

export type AuditFilterField = (typeof auditFilterFields)[number];
export type AuditFilters = Partial<Record<AuditFilterField, string>>;

type IndexedRow = { row: AuditRow; text: Record<AuditFilterField, string> };

/** Lower-cased copies of the filterable fields, made once per list so each filter pass only compares. */
export function indexAuditRows(rows: readonly AuditRow[]): IndexedRow[] {
  return rows.map((row) => ({
    row,
    text: {
      userName: row.userName.toLowerCase(),
      email: row.email.toLowerCase(),
      systemOrigin: row.systemOrigin.toLowerCase(),
      functionality: row.functionality.toLowerCase(),
      actionPath: row.actionPath.toLowerCase(),
      actionType: row.actionType.toLowerCase(),
      createdAt: row.createdAt,
    },
  }));
}

/**
 * Spec 5 and 4.6: empty fields are ignored; text matches by case-insensitive containment; the
 * creation date matches by ISO date prefix.
 */
export function filterAuditRows(indexed: readonly IndexedRow[], filters: AuditFilters): AuditRow[] {
  const active = auditFilterFields
    .map((field) => [field, (filters[field] ?? '').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => [field, field === 'createdAt' ? value : value.toLowerCase()] as const);
  if (active.length === 0) return indexed.map(({ row }) => row);
  const result: AuditRow[] = [];
  for (const { row, text } of indexed) {
    let matches = true;
    for (const [field, value] of active) {
      const candidate = text[field];
      if (field === 'createdAt' ? !candidate.startsWith(value) : !candidate.includes(value)) {
        matches = false;
        break;
      }
    }
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
