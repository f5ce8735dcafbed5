import { linkStyles } from '@painel/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { styled } from 'styled-components';
import { usePortalHref } from '../portal/PortalContext';

// The design system's link look on the router's link (not `<Link asChild>`, whose slot would add
// 1.5 KiB to the login page).
const StyledLink = styled(RouterLink)`
  ${linkStyles}
`;

/** A link to a portal path, resolved under the host's base path. */
export function PortalLink({ to, children }: { to: string; children: ReactNode }) {
  const href = usePortalHref();
  return (
    <StyledLink data-component="Link" to={href(to)}>
      {children}
    </StyledLink>
  );
}
