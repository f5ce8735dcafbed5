import { useEffect, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/**
 * The narrow-screen menu drawer, a modal while open: opening moves focus into it and Tab and Shift+Tab stay in it
 * (the page behind is `inert`, AppShell); Escape or the close button closes it and gives focus back to its opener,
 * and following a link (a new path) closes it, the new page taking focus.
 */
export function useDrawer(currentPath: string, enabled: boolean) {
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(currentPath);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  // The opener is inert until the drawer's closing is rendered: focus goes back to it after that, not before.
  const returnFocus = useRef(false);
  const showing = enabled && open;

  if (lastPath !== currentPath) {
    setLastPath(currentPath);
    setOpen(false);
  }

  const close = () => {
    returnFocus.current = true;
    setOpen(false);
  };

  useEffect(() => {
    if (!showing) {
      if (returnFocus.current) buttonRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        returnFocus.current = true;
        setOpen(false);
        return;
      }
      if (event.key !== 'Tab' || !sidebarRef.current) return;
      const focusable = [...sidebarRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const inside = sidebarRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showing]);

  return { open, buttonRef, sidebarRef, openDrawer: () => setOpen(true), closeDrawer: close };
}
