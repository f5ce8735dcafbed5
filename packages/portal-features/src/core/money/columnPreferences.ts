import { parseColumnPreferences, type ColumnPreferences } from '@painel/ui';
import type { PortalStorage } from '../storage/portalStorage';

/** Where a table's chosen columns are kept: one key per table, in the portal's storage (the host's prefix). */
export const columnPreferencesKey = (table: string) => `painel:columns:${table}`;

export function readColumnPreferences(storage: PortalStorage, table: string): ColumnPreferences | null {
  return parseColumnPreferences(storage.read(columnPreferencesKey(table)));
}

export function writeColumnPreferences(storage: PortalStorage, table: string, preferences: ColumnPreferences) {
  storage.write(columnPreferencesKey(table), JSON.stringify(preferences));
}
