import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Trigger = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 0;
  border-bottom: 2px solid transparent;
  margin-bottom: -1px;
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;
  ${focusRing}

  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.text};
  }
  &:hover:not([aria-selected='true']) {
    color: ${({ theme }) => theme.color.text.default};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.lg};
  ${focusRing}
`;

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** The active tab (controlled), so a screen can bind it to the address, e.g. `?tab=2`. */
  value: string;
  onValueChange: (value: string) => void;
  items: readonly TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Tabs as the WAI-ARIA practices describe them (automatic activation): one tab stop for the list, arrow keys, Home
 * and End move between tabs and show each, Tab moves into the panel. Only the active panel is rendered, so a
 * panel loaded on demand loads when its tab is chosen. Our own few lines: the pattern is small, and Radix's took
 * about 9 KiB gzipped (its roving focus, collection and presence) onto every screen with tabs.
 */
export function Tabs({ value, onValueChange, items, label, className }: TabsProps) {
  const baseId = useId();
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);
  const active = items.find((item) => item.value === value);
  // The one tab stop: the active tab, or the first that can be chosen while none is.
  const stop = active && !active.disabled ? active.value : enabled[0]?.value;
  const tabId = (item: TabItem) => `${baseId}-tab-${item.value}`;
  const panelId = (item: TabItem) => `${baseId}-panel-${item.value}`;
  const onKeyDown = (event: KeyboardEvent) => {
    const move = moves[event.key];
    const index = enabled.findIndex((item) => item.value === value);
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[move(Math.max(0, index), enabled.length)] as TabItem;
    tabs.current.get(next.value)?.focus();
    if (next.value !== value) onValueChange(next.value);
  };
  return (
    <div className={className} data-component="Tabs">
      <List role="tablist" aria-label={label} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <Trigger
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item) : undefined}
              tabIndex={item.value === stop ? 0 : -1}
              disabled={item.disabled}
              onClick={() => (selected ? undefined : onValueChange(item.value))}
            >
              {item.label}
            </Trigger>
          );
        })}
      </List>
      {active && (
        <Panel role="tabpanel" id={panelId(active)} aria-labelledby={tabId(active)} tabIndex={0}>
          {active.content}
        </Panel>
      )}
    </div>
  );
}
