import { styled } from 'styled-components';

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
