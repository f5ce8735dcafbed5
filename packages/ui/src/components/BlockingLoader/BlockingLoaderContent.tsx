import { Dialog as DialogPrimitive } from 'radix-ui';
import { styled } from 'styled-components';
import { useReturnFocus } from '../../hooks/useReturnFocus';
import { usePortalContainer } from '../../theme/ThemeContext';
import type { ReactNode } from 'react';
import { Message, coverStyles } from './BlockingLoader.styles';

const Overlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.blocking};
  background: ${({ theme }) => theme.color.bg.overlay};
`;

const Content = styled(DialogPrimitive.Content)`
  ${coverStyles}
`;

/**
 * Radix's modal under the loader: loaded the first time the loader shows. The badge comes from the loader: were the
 * spinner imported here too, a partner's bundler would cut it into a file of its own on their sign-in page.
 */
export function BlockingLoaderContent({ open, text, badge }: { open: boolean; text: string; badge: ReactNode }) {
  const container = usePortalContainer();
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
          {badge}
          <Message as={DialogPrimitive.Title} aria-live="assertive">
            {text}
          </Message>
        </Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
