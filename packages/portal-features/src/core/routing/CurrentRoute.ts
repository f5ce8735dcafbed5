import { createContext, useContext } from 'react';
import type { PortalRoute } from './route';

export const CurrentRouteContext = createContext<PortalRoute | null>(null);

/** The route-table entry of the page being shown. */
export function useCurrentRoute(): PortalRoute {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('[@painel/portal-features] this screen is rendered by <PortalRoutes>');
  return route;
}
