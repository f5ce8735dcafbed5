// @painel/portal-features/routes: the route table of spec 2.2 and 2.6 and the menu of spec 2.7, as data a
// host may read, filter or extend (<PortalRoutes routes={…} />). PainelPortal loads them by itself.
export { portalRoutes, notFoundRoute } from './app/routeTable';
export type { PortalRoute, ScreenName } from './app/routeTable';
export { portalMenu } from './app/menu';
