/** Which columns a person chose to see, in their order: kept by the host (storage), applied here. */
export interface ColumnPreferences {
  order: readonly string[];
  hidden: readonly string[];
}

export interface ColumnIdentity {
  id: string;
  hideable?: boolean;
  defaultHidden?: boolean;
}

export const defaultColumnPreferences = (columns: readonly ColumnIdentity[]): ColumnPreferences => ({
  order: columns.map((column) => column.id),
  hidden: columns.filter((column) => column.defaultHidden).map((column) => column.id),
});

/**
 * The columns to show, in the person's order: ids no longer defined are dropped, new columns join at their
 * default place, and a column that cannot be hidden is shown whatever was stored.
 */
export function visibleColumns<C extends ColumnIdentity>(
  columns: readonly C[],
  preferences: ColumnPreferences | null,
): C[] {
  const chosen = preferences ?? defaultColumnPreferences(columns);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered = chosen.order.flatMap((id) => (byId.has(id) ? [byId.get(id) as C] : []));
  columns.forEach((column, index) => {
    if (!chosen.order.includes(column.id)) ordered.splice(Math.min(index, ordered.length), 0, column);
  });
  return ordered.filter((column) => column.hideable === false || !chosen.hidden.includes(column.id));
}

/** Moves a column one place up (−1) or down (+1) in the order. */
export function moveColumn(preferences: ColumnPreferences, id: string, step: -1 | 1): ColumnPreferences {
  const order = [...preferences.order];
  const from = order.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= order.length) return preferences;
  [order[from], order[to]] = [order[to] as string, order[from] as string];
  return { ...preferences, order };
}

export function toggleColumn(preferences: ColumnPreferences, id: string, visible: boolean): ColumnPreferences {
  const hidden = preferences.hidden.filter((hiddenId) => hiddenId !== id);
  return { ...preferences, hidden: visible ? hidden : [...hidden, id] };
}

/** Reads stored preferences defensively: anything malformed gives null (the defaults). */
export function parseColumnPreferences(stored: string | null): ColumnPreferences | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<ColumnPreferences>;
    const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === 'string');
    return strings(value.order) && strings(value.hidden) ? (value as ColumnPreferences) : null;
  } catch {
    return null;
  }
}
