export { AuditTable } from './AuditTable';
export type { AuditChanges, AuditColumn, AuditTableProps } from './AuditTable';
export type { AuditFilter, AuditFilterValues } from './auditFilter';
