import { useEffect, useRef } from 'react';

/** Room between the navbar's lower edge and a control scrolled clear of it. */
const GAP_PX = 8;

/**
 * A control that receives focus under the sticky or floating navbar (Shift+Tab back up a long page) is scrolled
 * down into sight: the browser only scrolls what is outside the viewport, and the navbar covers its top (WCAG
 * 2.4.11). Done here rather than with `scroll-padding` on `html`, which the design system leaves to its host.
 */
export function useFocusClearOfNavbar() {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      const navbar = root.querySelector<HTMLElement>('[data-navbar="sticky"], [data-navbar="floating"]');
      if (!(target instanceof HTMLElement) || !navbar || navbar.contains(target)) return;
      // The drawer and the dialogs sit above the navbar.
      if (target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const covered = navbar.getBoundingClientRect().bottom + GAP_PX - target.getBoundingClientRect().top;
      if (covered > 0) window.scrollBy({ top: -covered, behavior: 'instant' });
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, []);
  return rootRef;
}
