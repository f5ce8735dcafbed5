// Writes the API accepted, told to whatever shows figures a write may change (the navbar's balance): the screen
// that made a transfer refreshes its own list, and nothing else on the page would know.
const writes = new EventTarget();

/** Calls `listener` after each write (any method but GET) the API answered with success; returns the unsubscribe. */
export function onApiWrite(listener: () => void): () => void {
  writes.addEventListener('write', listener);
  return () => writes.removeEventListener('write', listener);
}

/** `fetch` (the host's, or the page's at call time), telling `onApiWrite` of each successful write. */
export function noticingWrites(hostFetch?: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await (hostFetch ?? fetch)(input, init);
    if (response.ok && (init?.method ?? 'GET') !== 'GET') writes.dispatchEvent(new Event('write'));
    return response;
  };
}
