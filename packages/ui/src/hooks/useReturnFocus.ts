import { useRef, type RefObject } from 'react';

/**
 * Radix dialogs give focus back to their Trigger when they close. A dialog opened by state (no
 * trigger: a row's button, the end of an upload) would leave focus on the page body; these handlers
 * give it back to whatever had it when the dialog opened. `finalFocus`, when it holds an element in the page, wins:
 * a confirmed action whose trigger is gone puts focus on what changed instead.
 */
export function useReturnFocus(finalFocus?: RefObject<HTMLElement | null>) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (finalFocus?.current?.isConnected) {
        event.preventDefault();
        finalFocus.current.focus();
        return;
      }
      if (!returnTo.current?.isConnected) return;
      event.preventDefault();
      returnTo.current.focus();
    },
  };
}
