import { Spinner } from '@painel/ui';
import { Suspense, useMemo } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { styled } from 'styled-components';
import { pageLoadingMessage } from '../core/loadingMessage';
import { usePortalLink } from '../core/runtime/hooks';
import { LazyAppLayout, lazyScreens } from './lazyScreens';
import { RouteGuard } from './RouteGuard';
import { notFoundRoute, portalRoutes, type PortalRoute } from './routeTable';

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
`;

function PageLoading() {
  return (
    <Loading>
      <Spinner label={pageLoadingMessage} />
    </Loading>
  );
}

function Screen({ route }: { route: PortalRoute }) {
  const Component = lazyScreens[route.screen];
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
}

/** Nested under the host's route ('/painel/*'), so paths are relative: '/login' becomes 'login'. */
const relative = (path: string) => path.replace(/^\//, '');

/** The app-shell pages share one shell, so moving between them keeps the menu and its state. */
function AppPages({ routes }: { routes: readonly PortalRoute[] }) {
  const { portalPath: toPortal } = usePortalLink();
  const { pathname } = useLocation();
  const portalPath = toPortal(pathname);
  const matchable = useMemo(() => routes.map((route) => ({ path: route.path, route })), [routes]);
  const match = matchRoutes(matchable, portalPath);
  const route = (match?.at(-1)?.route as { route: PortalRoute } | undefined)?.route;
  if (!route) return null;
  return (
    <RouteGuard route={route}>
      <Suspense fallback={<PageLoading />}>
        <LazyAppLayout>
          <Outlet />
        </LazyAppLayout>
      </Suspense>
    </RouteGuard>
  );
}

export interface PortalRoutesProps {
  /** The route table; a host may pass a filtered or extended copy of `portalRoutes`. */
  routes?: readonly PortalRoute[];
}

/** Every page of the portal, guarded, each loaded on first visit. Mount it under the host's router. */
export function PortalRoutes({ routes = portalRoutes }: PortalRoutesProps) {
  const objects = useMemo<RouteObject[]>(() => {
    const appRoutes = routes.filter((route) => route.layout === 'app');
    const blankRoutes = routes.filter((route) => route.layout === 'blank');
    return [
      ...blankRoutes.map((route) => ({
        ...(route.path === '/' ? { index: true } : { path: relative(route.path) }),
        element: (
          <RouteGuard route={route}>
            <Screen route={route} />
          </RouteGuard>
        ),
      })),
      {
        element: <AppPages routes={appRoutes} />,
        children: appRoutes.map((route) => ({ path: relative(route.path), element: <Screen route={route} /> })),
      },
      {
        path: '*',
        element: (
          <RouteGuard route={notFoundRoute}>
            <Screen route={notFoundRoute} />
          </RouteGuard>
        ),
      },
    ];
  }, [routes]);
  return useRoutes(objects);
}
