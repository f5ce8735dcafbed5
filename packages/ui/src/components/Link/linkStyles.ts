import { css } from 'styled-components';
import { focusRing } from '../../styles/mixins';

/**
 * The link look, for a host's own router links: `styled(RouterLink)\`${linkStyles}\``. Kept apart
 * from Link so using it does not bring Link's slot (asChild) along.
 */
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
