import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

const List = styled(TabsPrimitive.List)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;

const Trigger = styled(TabsPrimitive.Trigger)`
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

  &[data-state='active'] {
    border-bottom-color: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.text};
  }
  &:hover:not([data-state='active']) {
    color: ${({ theme }) => theme.color.text.default};
  }
`;

const Panel = styled(TabsPrimitive.Content)`
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

/** Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({ value, onValueChange, items, label, className }: TabsProps) {
  return (
    <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className} data-component="Tabs">
      <List aria-label={label}>
        {items.map((item) => (
          <Trigger key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Trigger>
        ))}
      </List>
      {items.map((item) => (
        <Panel key={item.value} value={item.value}>
          {item.content}
        </Panel>
      ))}
    </TabsPrimitive.Root>
  );
}
