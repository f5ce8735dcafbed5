import { styled } from 'styled-components';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Amount = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** Gross to net, figures right-aligned, the net under a rule. */
export const Composition = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dd {
    margin: 0;
    text-align: end;
  }
  [data-total] {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.color.border.strong};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
