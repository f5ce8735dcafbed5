import type { ComponentPropsWithoutRef } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { usePortalLink } from '../runtime/hooks';

export interface PortalAnchorProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  /** A portal path ('/dashboard'); the host's base path is added. */
  to: string;
}

/**
 * A plain <a> to a portal path that navigates inside the page (and opens a new tab on ctrl/middle
 * click, like any link). Built on the router's hooks for custom links rather than its `<Link>`, whose
 * prefetching and server-component support the portal never uses and would cost the first visit 2 KiB.
 */
export function PortalAnchor({ to, onClick, target, children, ...rest }: PortalAnchorProps) {
  const { href } = usePortalLink();
  const path = href(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(path, { target });
  return (
    <a
      {...rest}
      target={target}
      href={useHref(path)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
