import { Link } from '@painel/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { usePortalLink } from '../runtime/hooks';

/** A link to a portal path, styled by the design system, resolved under the host's base path. */
export function PortalLink({ to, children }: { to: string; children: ReactNode }) {
  const { href } = usePortalLink();
  return (
    <Link asChild>
      <RouterLink to={href(to)}>{children}</RouterLink>
    </Link>
  );
}
