import { createSandbox, sandboxAddresses, type Sandbox } from './createSandbox';
import type { SandboxAddresses } from './routes';

export interface SandboxWorkerOptions {
  /** Where the app serves `mockServiceWorker.js` (`msw init <public dir>`). */
  serviceWorkerUrl?: string;
  /** Where the handlers answer; the sandbox addresses by default. */
  addresses?: SandboxAddresses;
}

/**
 * Starts the sandbox in the browser: a service worker answers the API calls from the sandbox,
 * whose data lives in localStorage. MSW is loaded here, on demand, so apps with a real API never
 * download it.
 */
export async function startSandboxWorker({
  serviceWorkerUrl = '/mockServiceWorker.js',
  addresses = sandboxAddresses,
}: SandboxWorkerOptions = {}): Promise<Sandbox> {
  const { setupWorker } = await import('msw/browser');
  const sandbox = createSandbox({ storage: window.localStorage, addresses });
  await setupWorker(...sandbox.handlers).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: serviceWorkerUrl },
  });
  return sandbox;
}
