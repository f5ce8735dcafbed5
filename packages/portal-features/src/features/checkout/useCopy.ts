import { useState } from 'react';

/** Copies a text and says so (or says to copy by hand when the browser refuses). */
export function useCopy(copied: string, failed: string) {
  const [message, setMessage] = useState('');
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setMessage(copied);
    } catch {
      setMessage(failed);
    }
  };
  return { message, copy };
}
