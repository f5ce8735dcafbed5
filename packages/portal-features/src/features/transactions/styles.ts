import { styled } from 'styled-components';

/** Few strong numbers side by side, wrapping on a phone. */
export const SummaryGrid = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 9rem), 1fr));
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  align-items: start;
`;
