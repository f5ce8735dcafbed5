import { describe, expect, it } from 'vitest';
import {
  defaultColumnPreferences,
  moveColumn,
  parseColumnPreferences,
  toggleColumn,
  visibleColumns,
} from './columnPreferences';

const columns = [
  { id: 'status', hideable: false },
  { id: 'date' },
  { id: 'amount' },
  { id: 'nsu', defaultHidden: true },
];

describe('column preferences', () => {
  it('shows the defaults until the person chooses', () => {
    expect(visibleColumns(columns, null).map((c) => c.id)).toEqual(['status', 'date', 'amount']);
    expect(defaultColumnPreferences(columns)).toEqual({ order: ['status', 'date', 'amount', 'nsu'], hidden: ['nsu'] });
  });

  it('moves, hides and shows columns, and never hides what cannot be hidden', () => {
    let preferences = defaultColumnPreferences(columns);
    preferences = moveColumn(preferences, 'amount', -1);
    preferences = toggleColumn(preferences, 'nsu', true);
    preferences = toggleColumn(preferences, 'status', false);
    expect(visibleColumns(columns, preferences).map((c) => c.id)).toEqual(['status', 'amount', 'date', 'nsu']);
    expect(moveColumn(preferences, 'status', -1)).toBe(preferences);
  });

  it('survives stored preferences from another version', () => {
    const stored = parseColumnPreferences(JSON.stringify({ order: ['gone', 'amount', 'status'], hidden: [] }));
    expect(visibleColumns(columns, stored).map((c) => c.id)).toEqual(['amount', 'date', 'status', 'nsu']);
    expect(parseColumnPreferences('{"order": 3}')).toBeNull();
    expect(parseColumnPreferences('not json')).toBeNull();
  });
});
