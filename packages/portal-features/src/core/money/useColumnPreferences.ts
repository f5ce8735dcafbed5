import type { ColumnPreferences } from '@painel/ui';
import { useCallback, useState } from 'react';
import { usePortalStorage } from '../runtime/hooks';
import { readColumnPreferences, writeColumnPreferences } from './columnPreferences';

/** A table's chosen columns, remembered across visits in the portal's storage. */
export function useColumnPreferences(table: string) {
  const storage = usePortalStorage();
  const [preferences, setPreferences] = useState(() => readColumnPreferences(storage, table));
  const change = useCallback(
    (next: ColumnPreferences) => {
      setPreferences(next);
      writeColumnPreferences(storage, table, next);
    },
    [storage, table],
  );
  return [preferences, change] as const;
}
