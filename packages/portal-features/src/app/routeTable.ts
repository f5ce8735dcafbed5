import { appRoutes } from './routes/appRoutes';
import { blankRoutes, notFoundRoute } from './routes/blankRoutes';
import type { PortalRoute } from './routes/define';

export type { PortalRoute, ScreenName } from './routes/define';
export { notFoundRoute };

/**
 * Every route of the portal: paths, permissions and layouts of spec 2.2 and 2.6. A host may read, filter
 * or extend it and hand it to <PortalRoutes routes={…}>.
 */
export const portalRoutes: readonly PortalRoute[] = [...blankRoutes, ...appRoutes];
