import { Dialog as DialogPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { useUiMessages } from '../../messages';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeContext';
import { Spinner } from '../Spinner';

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.blocking};
  background: ${({ theme }) => theme.color.bg.overlay};
`;

const Content = styled(DialogPrimitive.Content)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.blocking};
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};

  &:focus {
    outline: none;
  }
`;

const Message = styled(DialogPrimitive.Title)`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

const SpinnerBadge = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: 50%;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.primary.text};
`;

export interface BlockingLoaderProps {
  open: boolean;
  /** Defaults to 'Aguarde...'. */
  message?: string;
}

/**
 * Covers the whole window while work that must not be interrupted runs (an upload): nothing behind
 * it can be clicked or reached with Tab, Escape does not close it, and screen readers hear the message.
 */
export function BlockingLoader({ open, message }: BlockingLoaderProps) {
  const messages = useUiMessages();
  const container = usePortalContainer();
  const text = message ?? messages.blockingLoader;
  // Opened by state, not by a trigger: focus goes back to the button that started the work.
  const returnFocus = useReturnFocus();
  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal container={container}>
        <Overlay />
        <Content
          data-component="BlockingLoader"
          aria-busy="true"
          aria-describedby={undefined}
          {...returnFocus}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <SpinnerBadge>
            <Spinner size="lg" decorative />
          </SpinnerBadge>
          <Message aria-live="assertive">{text}</Message>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
