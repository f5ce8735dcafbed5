import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRing } from '../../styles/mixins';
import { hasReachedEnd, SCROLL_END_TOLERANCE_PX } from './scrollEnd';

const Box = styled.div<{ $height: string }>`
  height: ${({ $height }) => $height};
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  overscroll-behavior: contain;
  ${focusRing}
`;

export interface TermsScrollerProps {
  /** Names the contract box for screen readers, e.g. 'Termos e Condições de Uso da Plataforma'. */
  label: string;
  children: ReactNode;
  /** Called once, when the reader first gets within 10 px of the end (or at once for a short text). */
  onReachedEnd?: () => void;
  /** CSS height of the box; 70% of the window by default (spec 9). */
  height?: string;
  tolerance?: number;
}

/**
 * A scrollable contract. It can be focused and scrolled with the keyboard (arrows, Page Down,
 * End), and tells when it has been read to the end so a screen can enable its accept button.
 */
export function TermsScroller({
  label,
  children,
  onReachedEnd,
  height = '70vh',
  tolerance = SCROLL_END_TOLERANCE_PX,
}: TermsScrollerProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [reachedEnd, setReachedEnd] = useState(false);
  const onReachedEndRef = useRef(onReachedEnd);
  useEffect(() => {
    onReachedEndRef.current = onReachedEnd;
  }, [onReachedEnd]);

  const check = useCallback(() => {
    const box = boxRef.current;
    if (!box || !hasReachedEnd(box, tolerance)) return;
    setReachedEnd((already) => {
      if (!already) onReachedEndRef.current?.();
      return true;
    });
  }, [tolerance]);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    check();
    // A text that loads late or a window that grows may end the scrolling without a scroll event.
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [check]);

  return (
    <Box
      ref={boxRef}
      $height={height}
      role="region"
      aria-label={label}
      // Focusable so keyboard users can scroll it.
      tabIndex={0}
      onScroll={check}
      data-component="TermsScroller"
      data-state={reachedEnd ? 'reached-end' : 'reading'}
    >
      <div>{children}</div>
    </Box>
  );
}
