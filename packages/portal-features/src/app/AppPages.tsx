import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router-dom';
import { usePortalLink } from '../core/runtime/hooks';
import { appScreens, LazyAppLayout } from './appScreens';
import { blankScreens } from './lazyScreens';
import { PageSuspense } from './PageLoading';
import { RouteGuard } from './RouteGuard';
import { appRoutes } from './routes/appRoutes';
import { notFoundRoute } from './routes/blankRoutes';
import type { PortalRoute } from './routes/define';

export interface AppPagesProps {
  /** The app-shell routes; the portal's own (spec 2.6) by default. */
  routes?: readonly PortalRoute[];
}

/**
 * Every app-shell page, under one shell that stays mounted while the user moves between them (the menu
 * keeps its state); any other address is the not-found page.
 */
export function AppPages({ routes = appRoutes }: AppPagesProps) {
  const { portalPath } = usePortalLink();
  const { pathname } = useLocation();
  const matchable = useMemo(() => routes.map((route) => ({ path: route.path, route })), [routes]);
  const route = (matchRoutes(matchable, portalPath(pathname))?.at(-1)?.route as { route: PortalRoute } | undefined)
    ?.route;

  if (!route) {
    const NotFound = blankScreens.notFound;
    return (
      <RouteGuard route={notFoundRoute}>
        <PageSuspense>
          <NotFound />
        </PageSuspense>
      </RouteGuard>
    );
  }
  const Screen = appScreens[route.screen as keyof typeof appScreens];
  return (
    <RouteGuard route={route}>
      <PageSuspense>
        <LazyAppLayout>
          <PageSuspense>{Screen ? <Screen /> : null}</PageSuspense>
        </LazyAppLayout>
      </PageSuspense>
    </RouteGuard>
  );
}
