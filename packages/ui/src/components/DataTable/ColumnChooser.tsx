import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
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

export interface ColumnChooserProps {
  id: string;
  columns: readonly ChooserColumn[];
  preferences: ColumnPreferences;
  onChange: (preferences: ColumnPreferences) => void;
}

/** Show, hide and reorder columns with the keyboard: a checkbox and up/down buttons per column. */
export function ColumnChooser({ id, columns, preferences, onChange }: ColumnChooserProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const byId = new Map(columns.map((column) => [column.id, column]));
  const visible = new Set(visibleColumns(columns, preferences).map((column) => column.id));
  const ordered = [
    ...preferences.order.filter((columnId) => byId.has(columnId)),
    ...columns.map((c) => c.id).filter((c) => !preferences.order.includes(c)),
  ];
  const normalised = { ...preferences, order: ordered };
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
                  size="sm"
                  variant="tertiary"
                  aria-label={messages.moveColumnUp(column.label)}
                  disabled={index === 0}
                  onClick={() => onChange(moveColumn(normalised, columnId, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="sm"
                  variant="tertiary"
                  aria-label={messages.moveColumnDown(column.label)}
                  disabled={index === ordered.length - 1}
                  onClick={() => onChange(moveColumn(normalised, columnId, 1))}
                >
                  ↓
                </Button>
              </Group>
            </li>
          );
        })}
      </ul>
      <div>
        <Button size="sm" variant="secondary" onClick={() => onChange(defaultColumnPreferences(columns))}>
          {messages.resetColumns}
        </Button>
      </div>
    </ColumnPanel>
  );
}
