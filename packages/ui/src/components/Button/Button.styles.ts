import { css, styled } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.text.onPrimary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primary.hover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.primary.pressed};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text.default};
    border-color: ${({ theme }) => theme.color.border.default};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.color.primary.default};
    }
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.5rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  ${({ $variant }) => variants[$variant]}

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;
