import type { RouteAccess } from '../policies/guard';

/** One route of spec 2.6 (and the public pages of 2.2) as data a host can read, filter or extend. */
export interface RouteDefinition<Screen extends string = string> {
  /** React Router pattern of the spec's path ('/checkout/:id' for '/checkout/{id}'). */
  path: string;
  /** Page heading, breadcrumb's last item and browser tab title. */
  title: string;
  /** Labels of the parents between the home and the page. */
  breadcrumb: readonly string[];
  access: RouteAccess;
  /** 'blank': a page on its own; 'app': inside the app shell with the menu. */
  layout: 'blank' | 'app';
  /** Which screen shows it (the app's lazy screen map). */
  screen: Screen;
}
