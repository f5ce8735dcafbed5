import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { usePortalLink, usePortalOptions } from '../core/runtime/hooks';
import { RouteCatalogueContext } from '../core/routing/routeCatalogue';
import { RouteParamsContext } from '../core/routing/useRouteParams';
import { appScreens, LazyAppLayout } from './appScreens';
import { isFirstVisitScreen } from './firstVisitScreens';
import { blankScreens, type BlankScreenName } from './lazyScreens';
import { guardedPageRoute } from './guardedPageRoute';
import { PageSuspense } from './PageLoading';
import { RecoveringSuspense } from './RecoveringSuspense';
import { RouteGuard } from './RouteGuard';
import { appRoutes } from './routes/appRoutes';
import { blankRoutes, notFoundRoute, sandboxRoutes } from './routes/blankRoutes';
import type { PortalRoute } from './routes/define';

export interface AppPagesProps {
  /** The routes besides the first visit's (root and /login); the portal's own (spec 2.2, 2.6) by default. */
  routes?: readonly PortalRoute[];
}

const noParams = {};
const otherRoutes = [...blankRoutes.filter((route) => !isFirstVisitScreen(route.screen)), ...appRoutes];

/**
 * Every page besides the first visit's: the pages on their own (matched here, with their parameters), and
 * the app-shell pages under one shell.
 */
export function AppPages({ routes = otherRoutes }: AppPagesProps) {
  const { sandboxTools } = usePortalOptions();
  const objects = useMemo<RouteObject[]>(() => {
    const blank = [...routes.filter((route) => route.layout === 'blank'), ...(sandboxTools ? sandboxRoutes : [])];
    const app = routes.filter((route) => route.layout === 'app');
    return [
      ...blank.map((route) =>
        guardedPageRoute(route, blankScreens[route.screen as BlankScreenName], RecoveringSuspense),
      ),
      { path: '*', element: <ShellPages routes={app} /> },
    ];
  }, [routes, sandboxTools]);
  return useRoutes(objects);
}

/**
 * The app-shell pages, under one shell that stays mounted while the user moves between them (the menu keeps
 * its state); any other address is the not-found page.
 */
function ShellPages({ routes }: { routes: readonly PortalRoute[] }) {
  const { portalPath } = usePortalLink();
  const { pathname } = useLocation();
  const matchable = useMemo(() => routes.map((route) => ({ path: route.path, route })), [routes]);
  const match = matchRoutes(matchable, portalPath(pathname))?.at(-1);
  const route = (match?.route as { route: PortalRoute } | undefined)?.route;

  if (!route) {
    const NotFound = blankScreens.notFound;
    return (
      <RouteGuard route={notFoundRoute}>
        <RecoveringSuspense>
          <NotFound />
        </RecoveringSuspense>
      </RouteGuard>
    );
  }
  const Screen = appScreens[route.screen as keyof typeof appScreens];
  return (
    <RouteGuard route={route}>
      <PageSuspense>
        <LazyAppLayout>
          <RecoveringSuspense>
            <RouteCatalogueContext.Provider value={routes}>
              <RouteParamsContext.Provider value={match?.params ?? noParams}>
                {Screen ? <Screen /> : null}
              </RouteParamsContext.Provider>
            </RouteCatalogueContext.Provider>
          </RecoveringSuspense>
        </LazyAppLayout>
      </PageSuspense>
    </RouteGuard>
  );
}
