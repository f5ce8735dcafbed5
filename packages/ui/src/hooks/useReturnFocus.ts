import { useRef } from 'react';

/**
 * Radix dialogs give focus back to their Trigger when they close. A dialog opened by state (no
 * trigger: a row's button, the end of an upload) would leave focus on the page body; these handlers
 * give it back to whatever had it when the dialog opened.
 */
export function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (!returnTo.current?.isConnected) return;
      event.preventDefault();
      returnTo.current.focus();
    },
  };
}
