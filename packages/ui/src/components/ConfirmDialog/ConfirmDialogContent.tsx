import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeContext';
import { Button } from '../Button';
import { contentStyles, descriptionStyles, Footer, overlayStyles, titleStyles } from '../Dialog/Dialog.styles';
import type { ConfirmDialogProps } from './ConfirmDialog';

const Overlay = styled(AlertDialog.Overlay)`
  ${overlayStyles}
`;
const Content = styled(AlertDialog.Content)<{ $size: 'sm' }>`
  ${contentStyles}
`;
const Title = styled(AlertDialog.Title)`
  ${titleStyles}
`;
const Description = styled(AlertDialog.Description)`
  ${descriptionStyles}
`;

type ConfirmDialogContentProps = Omit<ConfirmDialogProps, 'trigger' | 'defaultOpen' | 'onOpenChange'> & {
  open: boolean;
  setOpen: (open: boolean) => void;
};

/** Radix's alert dialog: loaded the first time a confirmation opens, not with the page that can ask. */
export function ConfirmDialogContent({
  open,
  setOpen,
  title,
  description,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
  finalFocus,
}: ConfirmDialogContentProps) {
  const messages = useUiMessages();
  const container = usePortalContainer();
  // Focus goes back to what had it when the dialog opened (its trigger, when it has one), or to `finalFocus`.
  const returnFocus = useReturnFocus(finalFocus);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      await onConfirm();
      setOpen(false);
    } catch {
      // The caller reports the failure (a toast); the dialog stays so the user can retry or cancel.
    } finally {
      setPending(false);
    }
  };

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) onCancel?.();
        setOpen(next);
      }}
    >
      <AlertDialog.Portal container={container}>
        <Overlay />
        <Content
          data-component="ConfirmDialog"
          {...returnFocus}
          $size="sm"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <Title>{title}</Title>
          {description && <Description>{description}</Description>}
          <Footer>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={pending}>
                {cancelLabel ?? messages.cancel}
              </Button>
            </AlertDialog.Cancel>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={() => void confirm()}>
              {confirmLabel ?? messages.confirm}
            </Button>
          </Footer>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
