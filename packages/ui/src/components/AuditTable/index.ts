export { AuditTable, formatAuditValues } from './AuditTable';
export type { AuditTableProps } from './AuditTable';
export { auditFilterFields, filterAuditRows, indexAuditRows, paginate } from './auditFilter';
export type { AuditRow, AuditFilters, AuditFilterField, Page } from './auditFilter';
