import { styled } from 'styled-components';

/** A row of actions under a form or a text, wrapping on a phone. */
export const ButtonRow = styled.div<{ $align?: 'end' | 'spread' }>`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  justify-content: ${({ $align = 'end' }) => ($align === 'spread' ? 'space-between' : 'flex-end')};
`;
