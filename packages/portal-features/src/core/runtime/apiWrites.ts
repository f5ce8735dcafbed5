// Writes the API accepted, told to whatever shows figures a write may change (the navbar's balance): the screen
// that made a transfer refreshes its own list, and nothing else on the page would know. The API client calls
// `notifyApiWrite` (its `onWrite`).
const writes = new EventTarget();

/** Calls `listener` after each write the API accepted; returns the unsubscribe. */
export function onApiWrite(listener: () => void): () => void {
  writes.addEventListener('write', listener);
  return () => writes.removeEventListener('write', listener);
}

export const notifyApiWrite = () => void writes.dispatchEvent(new Event('write'));
