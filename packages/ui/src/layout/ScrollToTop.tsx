import { useEffect, useState } from 'react';
import { Button } from '../components/Button';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';

/** Spec 2.8: the button appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

export function ScrollToTop() {
  const messages = useUiMessageGroup('shell', shellMessages);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Button size="sm" onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}>
      ↑ {messages.scrollToTop}
    </Button>
  );
}
