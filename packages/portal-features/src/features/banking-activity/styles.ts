import { styled } from 'styled-components';

/** The period's reconciliation in words, under the four figures, across the whole row. */
export const Equation = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  font-variant-numeric: tabular-nums;
`;
