/**
 * What stops a person leaving a page with a form they have changed: the form sets a guard while it holds unsaved
 * changes, and the portal's links (`PortalAnchor`: the menu, breadcrumbs, every in-page link) ask it before they
 * navigate. The guard decides (a confirmation dialog) and calls `proceed` to go on. One page, one guard.
 */
type Guard = (proceed: () => void) => void;

let current: Guard | null = null;

export const leaveGuard = {
  /** Guards leaving until the returned function is called. */
  set(guard: Guard): () => void {
    current = guard;
    return () => {
      if (current === guard) current = null;
    };
  },
  /** true when a guard took the navigation over (it calls `proceed` if the person chooses to leave). */
  intercept(proceed: () => void): boolean {
    if (!current) return false;
    current(proceed);
    return true;
  },
};
