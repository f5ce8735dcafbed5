import { lazy, type ComponentType } from 'react';
import type { ScreenName } from './routes/define';
import type { BlankScreenName } from './lazyScreens';

// One chunk per app-shell screen, fetched on first visit.
export const appScreens: Record<Exclude<ScreenName, BlankScreenName>, ComponentType> = {
  accessControl: lazy(() =>
    import('../features/access-control/AccessControlScreen').then((m) => ({ default: m.AccessControlScreen })),
  ),
  routeFrame: lazy(() => import('../core/page/RouteFrameScreen').then((m) => ({ default: m.RouteFrameScreen }))),
  accountSettings: lazy(() =>
    import('../features/account-settings/AccountSettingsScreen').then((m) => ({ default: m.AccountSettingsScreen })),
  ),
};

export const LazyAppLayout = lazy(() => import('./AppLayout').then((m) => ({ default: m.AppLayout })));
