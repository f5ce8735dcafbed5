import { useEffect, useRef } from 'react';

/**
 * After an in-app navigation (a new path, not the first page), focus moves to the new page's `h1`, or to `main`
 * when the page has none: a screen reader then says the page's name, and the next Tab goes into the page instead of
 * back into the menu (the link that was followed may not even exist any more). The first page keeps what the
 * browser does (the top of the document) unless the person came by acting on another page of the app (signing in:
 * the browser has seen them act, and what they pressed went away with its page); a search change (filters, a tab) is
 * not a new page, and a page that focused one of its own controls keeps it.
 */
export function useFocusOnNewPage(currentPath: string) {
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef<string | null>(null);
  useEffect(() => {
    const first = shownPath.current === null;
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    const main = mainRef.current;
    const active = document.activeElement;
    if (!main) return;
    if (first && (!navigator.userActivation?.hasBeenActive || (active && active !== document.body))) return;
    // A page that put focus on one of its own controls (a form's first field) keeps it; a breadcrumb that was
    // followed stays in the page's header, which is not the new page's.
    if (active && active !== main && main.contains(active) && !active.closest('[data-page-header]')) return;
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    } else main.focus();
  }, [currentPath]);
  return mainRef;
}
