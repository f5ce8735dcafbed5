import { Toast as ToastPrimitive } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { styled } from 'styled-components';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../../icons';
import { useUiMessages } from '../../messages';
import { iconButton } from '../../styles/mixins';
import { defaultToastStore, type ToastStore, type ToastTone } from './toastStore';

const Viewport = styled(ToastPrimitive.Viewport)`
  position: fixed;
  top: 0;
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(100vw, 24rem);
  max-height: 100vh;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  outline: none;

  /* A dialog's title and close button are at its top: while one is open, toasts come at the bottom (D18). */
  body:has([role='dialog'][data-state='open'], [role='alertdialog'][data-state='open']) & {
    top: auto;
    bottom: 0;
  }
`;

const Item = styled(ToastPrimitive.Root)<{ $tone: ToastTone }>`
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.outline.card};
  border-left: 4px solid ${({ theme, $tone }) => theme.color[$tone].text};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
`;

const Icon = styled.span<{ $tone: ToastTone }>`
  display: inline-grid;
  margin-top: 0.125rem;
  color: ${({ theme, $tone }) => theme.color[$tone].text};
  font-size: 1.125rem;
`;

const Title = styled(ToastPrimitive.Title)`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Description = styled(ToastPrimitive.Description)`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.color.text.muted};
`;

const Close = styled(ToastPrimitive.Close)`
  ${iconButton}
`;

const icons: Record<ToastTone, typeof AlertIcon> = {
  success: CheckIcon,
  danger: AlertIcon,
  warning: AlertIcon,
  info: InfoIcon,
};

export interface ToastListProps {
  /** Defaults to the store behind `notify`. */
  store?: ToastStore;
}

/**
 * Renders the toasts that `notify` queues (Radix Toast): errors are announced at once, the rest
 * politely; hovering or focusing pauses the timer; F8 jumps to the list; swipe or Escape dismisses.
 * Mount one inside the ThemeProvider.
 */
export function ToastList({ store = defaultToastStore }: ToastListProps) {
  const messages = useUiMessages();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={messages.notifications}>
      {toasts.map((toast) => {
        const ToneIcon = icons[toast.tone];
        return (
          <Item
            key={toast.id}
            data-component="Toast"
            data-tone={toast.tone}
            $tone={toast.tone}
            type={toast.tone === 'danger' ? 'foreground' : 'background'}
            duration={toast.duration}
            onOpenChange={(open) => {
              if (!open) store.dismiss(toast.id);
            }}
          >
            <Icon $tone={toast.tone}>
              <ToneIcon />
            </Icon>
            <div>
              <Title>{toast.title}</Title>
              {toast.description && <Description>{toast.description}</Description>}
            </div>
            <Close aria-label={messages.close}>
              <CloseIcon />
            </Close>
          </Item>
        );
      })}
      <Viewport />
    </ToastPrimitive.Provider>
  );
}
