import { css } from 'styled-components';
import { focusRing } from '../../styles/mixins';

/** The link look, shared by the anchor and the slotted (asChild) link. */
export const linkStyles = css`
  /* A button styled as a link (asChild) loses its native box. */
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ theme }) => theme.color.primary.text};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
  &:hover {
    text-decoration-thickness: 2px;
  }
  ${focusRing}
`;
