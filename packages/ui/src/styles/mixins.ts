import { css, keyframes } from 'styled-components';

/** The one keyboard focus indicator: 2 px ring in the brand's focus colour (3:1 against content). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text inputs, selects and masked fields share one look. */
export const controlSurface = css`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font: inherit;
  transition: border-color ${({ theme }) => theme.motion.fast};

  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.primary.text};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.text};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

const rotate = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

export const spin = css`
  animation: ${rotate} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** A square, borderless button around one icon (close, show password); the caller gives it a label. */
export const iconButton = css`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.size.controlSm};
  height: ${({ theme }) => theme.size.controlSm};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.muted};
  font-size: 1.125rem;
  cursor: pointer;
  ${focusRing}

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.default};
  }
`;
