import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { usePortalOptions, useSession } from '../core/runtime/hooks';
import { blankScreens, type BlankScreenName } from './lazyScreens';
import { PageSuspense } from './PageLoading';
import { RouteGuard } from './RouteGuard';
import { blankRoutes, sandboxRoutes } from './routes/blankRoutes';
import type { PortalRoute } from './routes/define';

export interface PortalRoutesProps {
  /** The route table; a host may pass a filtered or extended copy of `portalRoutes`. */
  routes?: readonly PortalRoute[];
}

/** The app-shell pages, with the shell and their route table: one chunk, fetched with the first of them. */
const LazyAppPages = lazy(() => import('./AppPages').then((m) => ({ default: m.AppPages })));

/** The idle sign-out, loaded once somebody is signed in (the sign-in page does not carry it). */
const LazyIdleSignOut = lazy(() => import('../core/session/IdleSignOut').then((m) => ({ default: m.IdleSignOut })));

/** Nested under the host's route ('/painel/*'), so paths are relative: '/login' becomes 'login'. */
const relative = (path: string) => path.replace(/^\//, '');

/**
 * Every page of the portal, guarded, each loaded on first visit. Mount it under the host's router. The
 * pages on their own are matched here; the app-shell pages (and their table) load with the shell. The idle
 * sign-out watches every signed-in page.
 */
export function PortalRoutes({ routes }: PortalRoutesProps) {
  const { user } = useSession();
  const { idleTimeoutMinutes, sandboxTools } = usePortalOptions();
  const objects = useMemo<RouteObject[]>(() => {
    const blank = [
      ...(routes ? routes.filter((route) => route.layout === 'blank') : blankRoutes),
      ...(sandboxTools ? sandboxRoutes : []),
    ];
    const app = routes?.filter((route) => route.layout === 'app');
    return [
      ...blank.map((route) => {
        const Screen: ComponentType = blankScreens[route.screen as BlankScreenName];
        return {
          ...(route.path === '/' ? { index: true } : { path: relative(route.path) }),
          element: (
            <RouteGuard route={route}>
              <PageSuspense>
                <Screen />
              </PageSuspense>
            </RouteGuard>
          ),
        };
      }),
      {
        path: '*',
        element: (
          <PageSuspense>
            <LazyAppPages routes={app} />
          </PageSuspense>
        ),
      },
    ];
  }, [routes, sandboxTools]);
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
