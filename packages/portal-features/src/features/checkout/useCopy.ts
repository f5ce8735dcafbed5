import { useState } from 'react';

/**
 * Copies a text and says so (or says to copy by hand when the browser refuses). A second copy says it again: the
 * message alternates with a trailing no-break space, so the live region sees a change each time (A19).
 */
export function useCopy(copied: string, failed: string) {
  const [message, setMessage] = useState('');
  const say = (text: string) => setMessage((previous) => repeatedMessage(previous, text));
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      say(copied);
    } catch {
      say(failed);
    }
  };
  return { message, copy };
}

/** The live region's next text: `text`, made to differ from what it shows when that is already `text`. */
export const repeatedMessage = (previous: string, text: string) => (previous === text ? `${text}\u00a0` : text);
