import { lazy, type ReactNode, type RefObject } from 'react';
import { OpenedOnce } from '../Dialog/openedOnce';

export interface ConfirmDialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  trigger?: ReactNode;
  /** Defaults to 'Sim'. */
  confirmLabel?: string;
  /** Defaults to 'Não'. */
  cancelLabel?: string;
  /** `danger` for actions that cannot be undone. */
  tone?: 'default' | 'danger';
  /**
   * The confirmed action. While a returned promise is pending the confirm button shows it is busy
   * and the dialog stays open; it closes when the promise resolves and stays open if it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  onCancel?: () => void;
  /**
   * Where focus goes when the dialog closes, when that element is in the page (its trigger otherwise): a confirmed
   * action that removes its own trigger (Desativar) hands focus to what takes its place.
   */
  finalFocus?: RefObject<HTMLElement | null>;
}

const ConfirmDialogContent = lazy(() =>
  import('./ConfirmDialogContent').then((module) => ({ default: module.ConfirmDialogContent })),
);

/**
 * Asks before acting (Radix AlertDialog): focus starts on the cancel button, Escape cancels. Its code loads the
 * first time it opens, and stays for the closing animation.
 */
export function ConfirmDialog({ open, defaultOpen, onOpenChange, trigger, ...content }: ConfirmDialogProps) {
  return (
    <OpenedOnce open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} trigger={trigger}>
      {(isOpen, setOpen) => <ConfirmDialogContent {...content} open={isOpen} setOpen={setOpen} />}
    </OpenedOnce>
  );
}
