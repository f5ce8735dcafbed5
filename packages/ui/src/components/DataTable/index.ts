export { DataTable } from './DataTable';
export type { CardPlace } from './RowCards';
export type { DataColumn, DataTableProps, DataTableStatus, SortDirection, TableSort } from './DataTable';
export { defaultColumnPreferences, parseColumnPreferences, visibleColumns } from './columnPreferences';
export type { ColumnPreferences } from './columnPreferences';
