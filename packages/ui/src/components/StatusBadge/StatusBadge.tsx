import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '../Badge';

/** A shape per tone, so a status is told apart without colour (WCAG 1.4.1) as well as by its full name. */
const marks: Record<BadgeTone, string> = {
  neutral: '○',
  primary: '◆',
  success: '●',
  danger: '■',
  warning: '▲',
  info: '◐',
};

export interface StatusBadgeProps {
  tone: BadgeTone;
  /** The status's full name ('Estorno pendente'), never an acronym. */
  children: ReactNode;
}

/** A record's status: its full name, a tone whose text keeps AA contrast in every skin, and a shape. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <Badge tone={tone}>
      <span aria-hidden="true">{marks[tone]}</span>
      {children}
    </Badge>
  );
}
