import { createContext, useContext } from 'react';
import type { RouteDefinition } from './route';

export const CurrentRouteContext = createContext<RouteDefinition | null>(null);

/** The route-table entry of the page being shown. */
export function useCurrentRoute(): RouteDefinition {
  const route = useContext(CurrentRouteContext);
  if (!route) throw new Error('[@painel/portal-features] this screen is rendered by <RouteDefinitions>');
  return route;
}
