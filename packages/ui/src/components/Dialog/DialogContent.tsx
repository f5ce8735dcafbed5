import { useId } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { CloseIcon } from '../../icons';
import { useUiMessages } from '../../messages';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeContext';
import type { DialogProps } from './Dialog';
import { CloseButton, Content, Description, Footer, Overlay, Title } from './Dialog.styles';
import { DialogCloseContext } from './dialogClose';

/** Radix's dialog: loaded the first time a dialog opens, not with the page that can open it. */
export function DialogContent({
  open,
  onOpenChange,
  title,
  description,
  describedByBody = false,
  footer,
  size = 'md',
  hideCloseButton = false,
  initialFocus,
  finalFocus,
  children,
}: Omit<DialogProps, 'trigger' | 'defaultOpen'> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const messages = useUiMessages();
  const container = usePortalContainer();
  // Focus goes back to what had it when the dialog opened (its trigger, when it has one).
  const returnFocus = useReturnFocus(finalFocus);
  const bodyId = useId();
  // Without a description Radix would point aria-describedby at nothing.
  const describedBy = description ? {} : { 'aria-describedby': describedByBody ? bodyId : undefined };
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal container={container}>
        <Overlay />
        <Content
          data-component="Dialog"
          $size={size}
          {...returnFocus}
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          {...describedBy}
        >
          <DialogCloseContext.Provider value={() => onOpenChange(false)}>
            <Title>{title}</Title>
            {description && <Description>{description}</Description>}
            {describedByBody ? <div id={bodyId}>{children}</div> : children}
            {footer && <Footer>{footer}</Footer>}
          </DialogCloseContext.Provider>
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
