import { useEffect, useRef, useState } from 'react';

/**
 * The narrow-screen menu drawer: opening moves focus into it, Escape or the close button closes it and
 * gives focus back to its opener, and following a link (a new path) closes it.
 */
export function useDrawer(currentPath: string, enabled: boolean) {
  const [open, setOpen] = useState(false);
  const [lastPath, setLastPath] = useState(currentPath);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);
  const showing = enabled && open;

  if (lastPath !== currentPath) {
    setLastPath(currentPath);
    setOpen(false);
  }

  useEffect(() => {
    if (!showing) return;
    sidebarRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showing]);

  return {
    open,
    buttonRef,
    sidebarRef,
    openDrawer: () => setOpen(true),
    closeDrawer: () => {
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}
