import { isValidElement, Suspense, useState, type ReactNode } from 'react';
import { withClick, type Clickable } from './triggerClick';

export interface OpenedOnceProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Element that opens it (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** The dialog, given its state: rendered from its first opening on (so it stays for the closing animation). */
  children: (open: boolean, setOpen: (open: boolean) => void) => ReactNode;
}

/**
 * What the design system's dialogs share: open (controlled or not), a trigger that opens it, and content whose
 * code is loaded (lazily, by the caller) the first time it opens.
 */
export function OpenedOnce({ open: openProp, defaultOpen = false, onOpenChange, trigger, children }: OpenedOnceProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = openProp ?? ownOpen;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {isValidElement(trigger)
        ? withClick(trigger as Clickable, () => setOpen(true), { 'aria-haspopup': 'dialog', 'aria-expanded': open })
        : trigger}
      {mounted && <Suspense fallback={null}>{children(open, setOpen)}</Suspense>}
    </>
  );
}
