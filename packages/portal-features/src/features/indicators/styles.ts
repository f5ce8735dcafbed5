import { styled } from 'styled-components';

/** Four strong numbers a row on a desktop, two on a tablet, one on a phone. */
export const KpiGrid = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

export const ChartGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  min-width: 0;

  > * {
    min-width: 0;
  }
`;
