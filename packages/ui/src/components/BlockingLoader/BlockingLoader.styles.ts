import { css, styled } from 'styled-components';

export const coverStyles = css`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.blocking};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }
`;

/** What covers the window in the moment the modal's code loads: clicks stop here already. */
export const Cover = styled.div`
  ${coverStyles}
  background: ${({ theme }) => theme.color.bg.overlay};
`;

export const Message = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const SpinnerBadge = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.primary.text};
`;
