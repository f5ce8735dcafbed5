import { useDocumentTitle } from '@painel/ui';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guardRoute } from '../core/policies/guard';
import { useCan, usePortalLink, useSession } from '../core/runtime/hooks';
import { CurrentRouteContext } from '../core/routing/CurrentRoute';
import type { RouteDefinition } from '../core/routing/route';

function RoutePage({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  useDocumentTitle(route.title);
  return <CurrentRouteContext.Provider value={route}>{children}</CurrentRouteContext.Provider>;
}

/** Spec 4.3 for one route: shows it, or sends the visitor where the guard says. */
export function RouteGuard({ route, children }: { route: RouteDefinition; children: ReactNode }) {
  const { user, sentToPlatformTerms, markSentToPlatformTerms } = useSession();
  const can = useCan();
  const { href, portalPath } = usePortalLink();
  const { pathname } = useLocation();
  const decision = guardRoute({
    path: portalPath(pathname),
    route: route.access,
    user,
    can,
    platformTermsRedirectDone: sentToPlatformTerms,
  });
  const toPlatformTerms = !decision.allow && decision.redirectTo === '/termos';
  useEffect(() => {
    if (toPlatformTerms) markSentToPlatformTerms();
  }, [toPlatformTerms, markSentToPlatformTerms]);

  if (!decision.allow) return <Navigate to={href(decision.redirectTo)} replace />;
  return <RoutePage route={route}>{children}</RoutePage>;
}
