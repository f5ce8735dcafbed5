import { AlertDialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeContext';
import { Button } from '../Button';
import { contentStyles, descriptionStyles, Footer, overlayStyles, titleStyles } from '../Dialog/Dialog.styles';

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
}

/** Asks before acting (Radix AlertDialog): focus starts on the cancel button, Escape cancels. */
export function ConfirmDialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  trigger,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const messages = useUiMessages();
  const container = usePortalContainer();
  const returnFocus = useReturnFocus();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const open = openProp ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

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
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal container={container}>
        <Overlay />
        <Content
          data-component="ConfirmDialog"
          {...(trigger ? {} : returnFocus)}
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
