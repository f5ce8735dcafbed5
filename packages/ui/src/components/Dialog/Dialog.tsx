import {
  cloneElement,
  isValidElement,
  lazy,
  Suspense,
  useContext,
  useState,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import type { DialogSize } from './Dialog.styles';
import { DialogCloseContext } from './dialogClose';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Buttons at the bottom; a Button with `data-dialog-close` is not needed: use `DialogClose`. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Hide the corner close button (the dialog still closes with Escape unless `onOpenChange` refuses). */
  hideCloseButton?: boolean;
  /** The element that gets focus when the dialog opens (the first focusable one otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const DialogContent = lazy(() => import('./DialogContent').then((module) => ({ default: module.DialogContent })));

type Clickable = ReactElement<{ onClick?: (event: MouseEvent) => void }>;

/** Calls an element's own click handler, then ours unless it prevented the default. */
function withClick(element: Clickable, onClick: () => void, extra: Record<string, unknown> = {}) {
  return cloneElement(element, {
    ...extra,
    onClick: (event: MouseEvent) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) onClick();
    },
  });
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape closes it, and focus returns to
 * what opened it. Rendered in a portal inside the nearest ThemeProvider's skin. Its code loads the first
 * time it opens (a page that may open one does not carry it), and stays for the closing animation.
 */
export function Dialog({ open, defaultOpen = false, onOpenChange, trigger, ...content }: DialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  const change = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      {isValidElement(trigger)
        ? withClick(trigger as Clickable, () => change(true), { 'aria-haspopup': 'dialog', 'aria-expanded': isOpen })
        : trigger}
      {mounted && (
        <Suspense fallback={null}>
          <DialogContent {...content} open={isOpen} onOpenChange={change} />
        </Suspense>
      )}
    </>
  );
}

/** Wraps a button so that activating it closes the surrounding Dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  const close = useContext(DialogCloseContext);
  return isValidElement(children) ? withClick(children as Clickable, () => close?.()) : children;
}
