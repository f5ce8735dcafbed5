import { styled } from 'styled-components';
import { FigureGrid } from '../../core/money';

/** The simulation's lines, folded: the figures above are what most people read. */
export const Details = styled.details`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.color.primary.text};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

/** The five figures of what can be anticipated, three to a row at most: 3 + 2, never four and one left alone (D21). */
export const OptionFigures = styled(FigureGrid)`
  grid-template-columns: repeat(
    auto-fill,
    minmax(min(100%, max(15rem, calc((100% - 2 * ${({ theme }) => theme.space.md}) / 3))), 1fr)
  );
`;
