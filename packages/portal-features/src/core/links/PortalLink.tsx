import { Link } from '@painel/ui';
import type { ReactNode } from 'react';
import { PortalAnchor } from './PortalAnchor';

/** A link to a portal path, styled by the design system, resolved under the host's base path. */
export function PortalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild>
      <PortalAnchor to={to}>{children}</PortalAnchor>
    </Link>
  );
}
