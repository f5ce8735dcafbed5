import { css, styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.on};
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primary.hover};
    }
    &:active:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primary.pressed};
    }
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary.text};
    border-color: ${({ theme }) => theme.color.primary.text};
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primary.subtle};
    }
  `,
  tertiary: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary.text};
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primary.subtle};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger.text};
    color: ${({ theme }) => theme.color.bg.surface};
    border-color: transparent;
    &:hover:not(:disabled, [aria-disabled='true']) {
      filter: brightness(0.92);
    }
  `,
};

const sizes = {
  sm: css`
    min-height: ${({ theme }) => theme.size.controlSm};
    padding: 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSize.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.size.control};
    padding: 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.fontSize.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.size.controlLg};
    padding: 0 ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.fontSize.lg};
  `,
};

export const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};

  ${({ $variant }) => variants[$variant]}
  ${({ $size }) => sizes[$size]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[data-loading='true'] {
    cursor: progress;
    opacity: 1;
  }
  svg {
    flex-shrink: 0;
  }
`;

/**
 * While loading, the label keeps its place (no jump in width) and the spinner sits over it. Opacity,
 * not visibility, hides it, so the button keeps its accessible name.
 */
export const LoadingLayer = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

export const Label = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
