import type { ReactNode } from 'react';
import { styled } from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning' | 'info';

const Root = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  /* As wide as its words in a grid or a card, never stretched across it. */
  justify-self: start;
  align-self: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'neutral'
      ? theme.color.bg.subtle
      : $tone === 'primary'
        ? theme.color.primary.subtle
        : theme.color[$tone].bg};
  color: ${({ theme, $tone }) =>
    $tone === 'neutral'
      ? theme.color.text.default
      : $tone === 'primary'
        ? theme.color.primary.text
        : theme.color[$tone].text};
`;

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label ('Ativo', 'Pendente'). Colour is never the only signal: the text says it. */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <Root data-component="Badge" data-tone={tone} $tone={tone}>
      {children}
    </Root>
  );
}
