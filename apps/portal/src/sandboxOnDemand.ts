import type { PortalConfig } from './config';

/**
 * Sandbox mode: the mock API (MSW and the seeded data, ~290 KiB) starts with the first request to one of
 * its addresses, not with the page, so /login renders with the same bytes as with a real API. Requests
 * wait for the worker, so none goes out before it answers.
 */
export function startSandboxOnDemand({ api }: PortalConfig): void {
  const addresses = [api.apiBaseUrl, api.twoFactorApiBaseUrl, api.ipLookupUrl];
  const realFetch = window.fetch.bind(window);
  let ready: Promise<unknown> | null = null;
  const start = () =>
    (ready ??= import('@painel/api-client/sandbox').then(async ({ startSandboxWorker }) => {
      const sandbox = await startSandboxWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
      // For people trying failure states by hand: painelSandbox.force('POST login', 'network-error').
      (window as unknown as { painelSandbox?: unknown }).painelSandbox = sandbox;
    }));
  const isSandboxRequest = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    return url.origin === window.location.origin && addresses.some((address) => url.pathname.startsWith(address));
  };
  // MSW reloads a page its worker is registered for but does not control (a hard reload, or a page opened while
  // the worker was still starting in the one before). It starts at the first request, 'Entrar', so that reload
  // would drop what was typed: the same reload, made with the page, comes before anything is.
  void navigator.serviceWorker?.getRegistrations().then((registrations) => {
    const worker = registrations.some((registration) =>
      registration.active?.scriptURL.endsWith('/mockServiceWorker.js'),
    );
    if (worker && !navigator.serviceWorker.controller) window.location.reload();
  });
  window.fetch = async (input, init) => {
    if (isSandboxRequest(input)) await start();
    return realFetch(input, init);
  };
}
