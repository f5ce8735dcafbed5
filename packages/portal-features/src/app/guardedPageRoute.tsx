import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSuspense } from './PageLoading';
import { RouteGuard } from './RouteGuard';
import type { PortalRoute } from './routes/define';

/**
 * A page on its own, behind its guard, as a route nested under the host's route ('/painel/*'): '/login'
 * becomes 'login', '/' the index.
 */
export function guardedPageRoute(route: PortalRoute, Screen: ComponentType): RouteObject {
  const element = (
    <RouteGuard route={route}>
      <PageSuspense>
        <Screen />
      </PageSuspense>
    </RouteGuard>
  );
  return route.path === '/' ? { index: true, element } : { path: route.path.replace(/^\//, ''), element };
}
