import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from '../../icons';
import { useUiMessages } from '../../messages';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeContext';
import { CloseButton, Content, Description, Footer, Overlay, Title, type DialogSize } from './Dialog.styles';

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
  children?: ReactNode;
}

/**
 * A modal dialog (Radix): focus moves in and is trapped, Escape closes it, and focus returns to
 * what opened it. Rendered in a portal inside the nearest ThemeProvider's skin.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  footer,
  size = 'md',
  hideCloseButton = false,
  children,
}: DialogProps) {
  const messages = useUiMessages();
  const container = usePortalContainer();
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal container={container}>
        <Overlay />
        <Content
          data-component="Dialog"
          $size={size}
          // With a trigger Radix returns focus to it; without one, to what had focus before.
          {...(trigger ? {} : returnFocus)}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          {children}
          {footer && <Footer>{footer}</Footer>}
          {!hideCloseButton && (
            <CloseButton aria-label={messages.close}>
              <CloseIcon />
            </CloseButton>
          )}
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Wraps a button so that activating it closes the surrounding Dialog. */
export function DialogClose({ children }: { children: ReactNode }) {
  return <DialogPrimitive.Close asChild>{children}</DialogPrimitive.Close>;
}
