import type { ComponentType, ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageSuspense } from './PageLoading';
import { RouteGuard } from './RouteGuard';
import type { PortalRoute } from './routes/define';

/**
 * A page on its own, behind its guard (loading in `Loading`: the other pages' say when their code cannot load), as a route nested under the host's route ('/painel/*'): '/login'
 * becomes 'login', '/' the index.
 */
export function guardedPageRoute(
  route: PortalRoute,
  Screen: ComponentType,
  Loading: ComponentType<{ children: ReactNode }> = PageSuspense,
): RouteObject {
  const element = (
    <RouteGuard route={route}>
      <Loading>
        <Screen />
      </Loading>
    </RouteGuard>
  );
  return route.path === '/' ? { index: true, element } : { path: route.path.replace(/^\//, ''), element };
}
