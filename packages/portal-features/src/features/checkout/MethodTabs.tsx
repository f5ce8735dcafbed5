import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from 'styled-components';

const List = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const Tab = styled.button`
  min-height: ${({ theme }) => theme.size.controlLg};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  cursor: pointer;

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.color.bg.surface};
    border-color: ${({ theme }) => theme.color.primary.text};
    color: ${({ theme }) => theme.color.primary.text};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Panel = styled.div`
  padding-top: ${({ theme }) => theme.space.md};
`;

export interface MethodTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

/**
 * The payment methods as tabs (WAI-ARIA tabs: arrows, Home and End move and select, Tab enters the panel),
 * written here rather than with @painel/ui's Radix Tabs: the payer's first visit has a budget of its own.
 */
export function MethodTabs<T extends string>({
  label,
  value,
  onChange,
  tabs,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  tabs: readonly MethodTab<T>[];
}) {
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) onChange(tab.value);
    refs.current[next]?.focus();
  };
  const active = tabs[index];
  return (
    <div data-component="MethodTabs">
      <List role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab, at) => (
          <Tab
            key={tab.value}
            ref={(element) => {
              refs.current[at] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.value}`}
            aria-selected={at === index}
            aria-controls={`${id}-panel`}
            tabIndex={at === index ? 0 : -1}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {active && (
        <Panel role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${active.value}`}>
          {active.content}
        </Panel>
      )}
    </div>
  );
}
