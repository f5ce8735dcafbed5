import { lazy, Suspense, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { orNewVersionPage } from '../core/page/NewVersionPage';
import { usePortalOptions, useSession } from '../core/runtime/hooks';
import { firstVisitScreens, isFirstVisitScreen, type FirstVisitScreenName } from './firstVisitScreens';
import { guardedPageRoute } from './guardedPageRoute';
import { PageSuspense } from './PageLoading';
import type { PortalRoute } from './routes/define';
import { homeRoute, loginRoute } from './routes/firstVisitRoutes';

export interface PortalRoutesProps {
  /** The route table; a host may pass a filtered or extended copy of `portalRoutes`. */
  routes?: readonly PortalRoute[];
}

/** Every other page, with the rest of the route table and the shell: fetched with the first of them. */
// A tab older than a deploy cannot fetch them: it says so on a page of its own, never a blank one.
const LazyAppPages = lazy(() => orNewVersionPage(import('./AppPages').then((m) => ({ default: m.AppPages }))));

/** The idle sign-out, loaded once somebody is signed in (the sign-in page does not carry it). */
const LazyIdleSignOut = lazy(() => import('../core/session/IdleSignOut').then((m) => ({ default: m.IdleSignOut })));

/**
 * Every page of the portal, guarded, each loaded on first visit. Mount it under the host's router. The root
 * and /login are matched here, with the first visit's bytes; every other page (and the rest of the table)
 * loads with the first of them. The idle sign-out watches every signed-in page.
 */
export function PortalRoutes({ routes }: PortalRoutesProps) {
  const { user } = useSession();
  const { idleTimeoutMinutes } = usePortalOptions();
  const objects = useMemo<RouteObject[]>(() => {
    const firstVisit = routes
      ? routes.filter((route) => route.layout === 'blank' && isFirstVisitScreen(route.screen))
      : [homeRoute, loginRoute];
    const others = routes?.filter((route) => !firstVisit.includes(route));
    return [
      ...firstVisit.map((route) => guardedPageRoute(route, firstVisitScreens[route.screen as FirstVisitScreenName])),
      {
        path: '*',
        element: (
          <PageSuspense>
            <LazyAppPages routes={others} />
          </PageSuspense>
        ),
      },
    ];
  }, [routes]);
  const page = useRoutes(objects);
  return (
    <>
      {page}
      {user && idleTimeoutMinutes > 0 ? (
        <Suspense fallback={null}>
          <LazyIdleSignOut />
        </Suspense>
      ) : null}
    </>
  );
}
