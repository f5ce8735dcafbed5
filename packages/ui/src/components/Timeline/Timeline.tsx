import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { BadgeTone } from '../Badge';
import { DateTime } from '../Money';

const List = styled.ol`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $tone: BadgeTone }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `0 0 ${theme.space.md} ${theme.space.lg}`};
  border-left: 2px solid ${({ theme }) => theme.color.border.default};
  margin-left: ${({ theme }) => theme.space.xs};

  &:last-child {
    border-left-color: transparent;
  }
  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 0.2rem;
    width: 12px;
    height: 12px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.color.bg.surface};
    background: ${({ theme, $tone }) =>
      $tone === 'neutral'
        ? theme.color.border.strong
        : $tone === 'primary'
          ? theme.color.primary.default
          : theme.color[$tone].text};
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  small {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export interface TimelineEvent {
  id: string;
  /** ISO instant. */
  at: string;
  title: ReactNode;
  /** Who did it, or more detail ('Sistema', 'Carla Cliente'). */
  description?: ReactNode;
  tone?: BadgeTone;
}

export interface TimelineProps {
  events: readonly TimelineEvent[];
  /** Names the list for screen readers ('Histórico da transação'). */
  label: string;
}

/** What happened to a record, oldest first, each event with its date and time in São Paulo. */
export function Timeline({ events, label }: TimelineProps) {
  return (
    <List data-component="Timeline" aria-label={label}>
      {events.map((event) => (
        <Item key={event.id} $tone={event.tone ?? 'neutral'}>
          <strong>{event.title}</strong>
          <small>
            <DateTime value={event.at} />
            {event.description ? <> · {event.description}</> : null}
          </small>
        </Item>
      ))}
    </List>
  );
}
