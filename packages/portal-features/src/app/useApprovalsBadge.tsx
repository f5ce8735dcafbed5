import type { NavEntry } from '@painel/ui';
import { lazy, Suspense, useMemo } from 'react';
import { menuHolds } from './menu';
import { APPROVALS_PATH } from './routes/appRoutes';

const ApprovalsCount = lazy(() => import('./ApprovalsCount'));

/** The menu with the count of requests waiting for the person beside Aprovações, when the menu holds it. */
export function useApprovalsBadge(menu: NavEntry[]): NavEntry[] {
  return useMemo(() => {
    if (!menuHolds(menu, APPROVALS_PATH)) return menu;
    const badge = (
      <Suspense fallback={null}>
        <ApprovalsCount />
      </Suspense>
    );
    return menu.map((entry) =>
      'children' in entry
        ? {
            ...entry,
            children: entry.children.map((child) => (child.path === APPROVALS_PATH ? { ...child, badge } : child)),
          }
        : entry,
    );
  }, [menu]);
}
