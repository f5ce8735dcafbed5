import { isValidElement, lazy, useContext, type ReactNode, type RefObject } from 'react';
import type { DialogSize } from './Dialog.styles';
import { DialogCloseContext } from './dialogClose';
import { OpenedOnce } from './openedOnce';
import { withClick, type Clickable } from './triggerClick';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /**
   * The body is the dialog's description, read when it opens: a confirmation whose body says what is confirmed
   * (an amount, where the money goes) rather than a separate `description` line.
   */
  describedByBody?: boolean;
  /** Element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  /** Buttons at the bottom; a Button with `data-dialog-close` is not needed: use `DialogClose`. */
  footer?: ReactNode;
  size?: DialogSize;
  /** Hide the corner close button (the dialog still closes with Escape unless `onOpenChange` refuses). */
  hideCloseButton?: boolean;
  /**
   * Where focus goes when it closes, when this holds an element in the page (back to what opened it otherwise): a
   * confirmed action whose trigger is gone puts focus on what changed.
   */
  finalFocus?: RefObject<HTMLElement | null>;
  /** The element that gets focus when the dialog opens (the first focusable one otherwise). */
  initialFocus?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const DialogContent = lazy(() => import('./DialogContent').then((module) => ({ default: module.DialogContent })));

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape closes it, and focus returns to
 * what opened it. Rendered in a portal inside the nearest ThemeProvider's skin. Its code loads the first
 * time it opens (a page that may open one does not carry it), and stays for the closing animation.
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, ...content }: DialogProps) {
  return (
    <OpenedOnce open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      {(isOpen, change) => <DialogContent {...content} open={isOpen} onOpenChange={change} />}
    </OpenedOnce>
  );
}

/** Wraps a button so that activating it closes the surrounding Dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  const close = useContext(DialogCloseContext);
  return isValidElement(children) ? withClick(children as Clickable, () => close?.()) : children;
}
