import { createContext, useContext } from 'react';
import type { RouteDefinition } from './route';

/**
 * The routes of the shell's pages, as the host's route table gives them: the permission catalogue shows which
 * pages each permission opens from it (the table lives in app/, which a feature cannot import).
 */
export const RouteCatalogueContext = createContext<readonly RouteDefinition[]>([]);

export const useRouteCatalogue = () => useContext(RouteCatalogueContext);

/** The pages a permission opens: the route's own permission, or the data its screen needs. */
export const routesOpenedBy = (routes: readonly RouteDefinition[], permission: string) =>
  routes.filter(
    (route) =>
      route.screen !== 'routeFrame' && (route.access.action === permission || route.access.data === permission),
  );
