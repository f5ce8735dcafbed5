import { styled } from 'styled-components';

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  align-items: start;
`;

export const ResultGrid = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
`;

export const Printable = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const PrintOnly = styled.div`
  display: none;

  @media print {
    display: block;
  }
`;
