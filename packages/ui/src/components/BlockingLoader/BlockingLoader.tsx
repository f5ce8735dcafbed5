import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useUiMessages } from '../../messages';
import { usePortalContainer } from '../../theme/ThemeContext';
import { Spinner } from '../Spinner';
import { Cover, Message, SpinnerBadge } from './BlockingLoader.styles';

export interface BlockingLoaderProps {
  open: boolean;
  /** Defaults to 'Aguarde...'. */
  message?: string;
}

const BlockingLoaderContent = lazy(() =>
  import('./BlockingLoaderContent').then((module) => ({ default: module.BlockingLoaderContent })),
);

const badge = (
  <SpinnerBadge>
    <Spinner size="lg" decorative />
  </SpinnerBadge>
);

/** The same cover, without the modal's focus trap, while the modal's code arrives (a first upload). */
function LoadingCover({ text }: { text: string }) {
  const container = usePortalContainer();
  return createPortal(
    <Cover aria-busy="true">
      {badge}
      <Message role="status">{text}</Message>
    </Cover>,
    container ?? document.body,
  );
}

/**
 * Covers the whole window while work that must not be interrupted runs (an upload): nothing behind
 * it can be clicked or reached with Tab, Escape does not close it, and screen readers hear the message.
 * The modal's code (Radix) loads the first time it shows.
 */
export function BlockingLoader({ open, message }: BlockingLoaderProps) {
  const messages = useUiMessages();
  const text = message ?? messages.blockingLoader;
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={open ? <LoadingCover text={text} /> : null}>
      <BlockingLoaderContent open={open} text={text} badge={badge} />
    </Suspense>
  );
}
