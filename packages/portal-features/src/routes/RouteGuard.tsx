import { useDocumentTitle } from '@painel/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { toPortalPath } from '../portal/basePath';
import { usePortal } from '../portal/PortalContext';
import { CurrentRouteContext } from './CurrentRoute';
import { guardRoute } from './guard';
import type { PortalRoute } from './routeTable';

function RoutePage({ route, children }: { route: PortalRoute; children: ReactNode }) {
  useDocumentTitle(route.title);
  return <CurrentRouteContext.Provider value={route}>{children}</CurrentRouteContext.Provider>;
}

/** Spec 4.3 for one route: shows it, or sends the visitor where the guard says. */
export function RouteGuard({ route, children }: { route: PortalRoute; children: ReactNode }) {
  const { user, can, href, basePath, platformTermsRedirect } = usePortal();
  const { pathname } = useLocation();
  const decision = guardRoute({
    path: toPortalPath(basePath, pathname) ?? pathname,
    route: route.access,
    user,
    can,
    platformTermsRedirectDone: platformTermsRedirect.done(),
  });
  const toPlatformTerms = !decision.allow && decision.redirectTo === '/termos';
  useEffect(() => {
    if (toPlatformTerms) platformTermsRedirect.markDone();
  }, [toPlatformTerms, platformTermsRedirect]);

  if (!decision.allow) return <Navigate to={href(decision.redirectTo)} replace />;
  return <RoutePage route={route}>{children}</RoutePage>;
}
