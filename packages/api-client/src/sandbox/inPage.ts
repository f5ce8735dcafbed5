import { getResponse } from 'msw';
import { createSandbox, type Sandbox } from './createSandbox';
import type { StorageLike } from './db';
import { inPageSandboxAddresses } from './inPageAddresses';
import type { SandboxAddresses } from './routes';

export interface InPageSandbox {
  /** A fetch that answers the sandbox's addresses in the page; anything else goes to `passThrough`. */
  fetch: typeof fetch;
  sandbox: Sandbox;
}

export interface InPageSandboxOptions {
  storage?: StorageLike | null;
  addresses?: SandboxAddresses;
  /** What answers requests outside the sandbox's addresses: the global fetch by default. */
  passThrough?: typeof fetch;
}

/**
 * The sandbox as a fetch function instead of a service worker: only the client it is given to can reach it,
 * so it never answers a host's own requests, and a host needs no worker file (`msw init`). Same handlers,
 * same state, same forced failures as the worker: `HttpResponse.error()` rejects like a dropped connection,
 * and an aborted request (the client's timeout) rejects even while a forced 'slow' answer is pending.
 */
export function createInPageSandbox({
  storage = null,
  addresses = inPageSandboxAddresses,
  passThrough = (input, init) => fetch(input, init),
}: InPageSandboxOptions = {}): InPageSandbox {
  const sandbox = createSandbox({ storage, addresses });
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // A relative address is the page's own origin (a made-up one outside a browser, as in tests).
    const base = globalThis.location?.href ?? 'http://localhost/';
    const request = new Request(input instanceof Request ? input : new URL(String(input), base), init);
    const response = await getResponse(sandbox.handlers, request, { baseUrl: base });
    if (!response) return passThrough(input, init);
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
  return {
    sandbox,
    fetch: (input, init) => {
      const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
      if (!signal) return answer(input, init);
      if (signal.aborted) return Promise.reject(abortReason(signal));
      return new Promise<Response>((resolve, reject) => {
        const onAbort = () => reject(abortReason(signal));
        signal.addEventListener('abort', onAbort, { once: true });
        answer(input, init)
          .then(resolve, reject)
          .finally(() => signal.removeEventListener('abort', onAbort));
      });
    },
  };
}

/** What fetch rejects with when its signal aborts: the signal's reason, an AbortError by default. */
const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
