import { useEffect, useState } from 'react';
import { Button } from '../components/Button';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import * as S from './AppShell.styles';

/** Spec 2.8: the button appears after 300 px of scrolling. */
export const SCROLL_TO_TOP_AFTER_PX = 300;

const ARROW_UP = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export interface ScrollToTopProps {
  /** 'icon' sits in a bar that stays on screen (the navbar); 'button' is a labelled button. */
  variant?: 'button' | 'icon';
}

/** Back to the top of the page, offered once the page has scrolled past 300 px. */
export function ScrollToTop({ variant = 'button' }: ScrollToTopProps) {
  const messages = useUiMessageGroup('shell', shellMessages);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  const scroll = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
  };
  if (variant === 'icon') {
    return (
      <S.IconButton type="button" aria-label={messages.scrollToTop} title={messages.scrollToTop} onClick={scroll}>
        {ARROW_UP}
      </S.IconButton>
    );
  }
  return (
    <Button size="sm" onClick={scroll}>
      ↑ {messages.scrollToTop}
    </Button>
  );
}
