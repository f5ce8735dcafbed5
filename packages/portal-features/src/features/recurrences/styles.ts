import { styled } from 'styled-components';

/** A plan's subscribe link under its own small heading. */
export const LinkSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-block: ${({ theme }) => theme.space.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;
