import { useEffect, useRef, useState } from 'react';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  defaultColumnPreferences,
  moveColumn,
  toggleColumn,
  visibleColumns,
  type ColumnPreferences,
} from './columnPreferences';
import { ColumnPanel, Group } from './DataTable.styles';

interface ChooserColumn {
  id: string;
  label: string;
  hideable?: boolean;
  defaultHidden?: boolean;
}

type Direction = 'up' | 'down';

export interface ColumnChooserProps {
  id: string;
  columns: readonly ChooserColumn[];
  preferences: ColumnPreferences;
  onChange: (preferences: ColumnPreferences) => void;
}

/**
 * Show, hide and reorder columns with the keyboard: a checkbox and up/down buttons per column. After a move, focus
 * stays with the moved column (its other arrow once it reaches an end, where this one turns disabled) and its new
 * place is said.
 */
export function ColumnChooser({ id, columns, preferences, onChange }: ColumnChooserProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const [moved, setMoved] = useState<{ columnId: string; direction: Direction } | null>(null);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = new Set(visibleColumns(columns, preferences).map((column) => column.id));
  const ordered = [
    ...preferences.order.filter((columnId) => byId.has(columnId)),
    ...columns.map((c) => c.id).filter((c) => !preferences.order.includes(c)),
  ];
  const normalised = { ...preferences, order: ordered };
  const move = (columnId: string, direction: Direction) => {
    onChange(moveColumn(normalised, columnId, direction === 'up' ? -1 : 1));
    setMoved({ columnId, direction });
  };
  const orderKey = ordered.join();
  useEffect(() => {
    if (!moved) return;
    const same = moveButtons.current.get(`${moved.columnId}:${moved.direction}`);
    const other = moveButtons.current.get(`${moved.columnId}:${moved.direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, [moved, orderKey]);
  const movedPosition = moved ? ordered.indexOf(moved.columnId) + 1 : 0;
  const buttonRef = (columnId: string, direction: Direction) => (button: HTMLButtonElement | null) => {
    if (button) moveButtons.current.set(`${columnId}:${direction}`, button);
    else moveButtons.current.delete(`${columnId}:${direction}`);
  };
  return (
    <ColumnPanel id={id} role="group" aria-label={messages.columns}>
      <ul>
        {ordered.map((columnId, index) => {
          const column = byId.get(columnId) as ChooserColumn;
          return (
            <li key={columnId}>
              <Checkbox
                label={column.label}
                checked={visible.has(columnId)}
                disabled={column.hideable === false}
                onCheckedChange={(checked) => onChange(toggleColumn(normalised, columnId, checked === true))}
              />
              <Group>
                <Button
                  ref={buttonRef(columnId, 'up')}
                  size="sm"
                  variant="tertiary"
                  aria-label={messages.moveColumnUp(column.label)}
                  disabled={index === 0}
                  onClick={() => move(columnId, 'up')}
                >
                  ↑
                </Button>
                <Button
                  ref={buttonRef(columnId, 'down')}
                  size="sm"
                  variant="tertiary"
                  aria-label={messages.moveColumnDown(column.label)}
                  disabled={index === ordered.length - 1}
                  onClick={() => move(columnId, 'down')}
                >
                  ↓
                </Button>
              </Group>
            </li>
          );
        })}
      </ul>
      <VisuallyHidden role="status">
        {moved && movedPosition > 0
          ? messages.columnMoved(byId.get(moved.columnId)?.label ?? '', movedPosition, ordered.length)
          : ''}
      </VisuallyHidden>
      <div>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setMoved(null);
            onChange(defaultColumnPreferences(columns));
          }}
        >
          {messages.resetColumns}
        </Button>
      </div>
    </ColumnPanel>
  );
}
