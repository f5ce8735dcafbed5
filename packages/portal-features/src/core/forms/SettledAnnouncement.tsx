import { VisuallyHidden } from '@painel/ui';
import { useEffect, useState } from 'react';

/** How long a figure must stay the same before it is said: a pause between keystrokes, not the typing itself. */
export const SETTLE_MS = 900;

/**
 * A polite live message said once what it reports stops changing: a total recomputed at every keystroke would
 * otherwise be read four times for "4990". The figure on screen updates at once; this only decides when to speak.
 */
export function SettledAnnouncement({ text, settleMs = SETTLE_MS }: { text: string; settleMs?: number }) {
  const [said, setSaid] = useState('');
  const [first] = useState(text);
  useEffect(() => {
    // What the form opened with is on screen already: only a change is news.
    if (text === first && said === '') return undefined;
    const timer = window.setTimeout(() => setSaid(text), settleMs);
    return () => window.clearTimeout(timer);
  }, [text, first, said, settleMs]);
  return <VisuallyHidden aria-live="polite">{said}</VisuallyHidden>;
}
