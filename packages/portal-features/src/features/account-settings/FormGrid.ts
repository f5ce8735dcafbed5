import { styled } from 'styled-components';

/** The account forms' fields: two columns where there is room, one on a phone. */
export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  margin-block: ${({ theme }) => theme.space.md};
`;
