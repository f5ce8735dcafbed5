import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

export { Skeleton } from './DataTable.styles';

export const CardList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};

  &[data-linked='true'] {
    cursor: pointer;
  }
  &[data-totals='true'] {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  a {
    color: ${({ theme }) => theme.color.primary.text};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    overflow-wrap: anywhere;
    ${focusRing}
  }
`;

export const CardTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Headline = styled.span`
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;

/**
 * Each column as 'Label … value', the value right-aligned, never cut: a value too long to sit beside its label goes
 * under it whole (at 320 px or 200 % text 'Crédito · Visa · 3x' was cut into one letter a line); only a single word
 * longer than the card breaks.
 */
export const CardLines = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: ${({ theme }) => theme.space.sm};
  }
  dt {
    color: ${({ theme }) => theme.color.text.muted};
  }
  dd {
    margin: 0 0 0 auto;
    min-width: 0;
    max-width: 100%;
    text-align: right;
    overflow-wrap: break-word;
    font-variant-numeric: tabular-nums;
  }
`;
