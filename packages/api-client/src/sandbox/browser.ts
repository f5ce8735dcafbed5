import { createSandbox, type Sandbox } from './index';

export interface SandboxWorkerOptions {
  /** Where the app serves `mockServiceWorker.js` (`msw init <public dir>`). */
  serviceWorkerUrl?: string;
}

/**
 * Starts the sandbox in the browser: a service worker answers the API calls from the sandbox,
 * whose data lives in localStorage. MSW is loaded here, on demand, so apps with a real API never
 * download it.
 */
export async function startSandboxWorker({
  serviceWorkerUrl = '/mockServiceWorker.js',
}: SandboxWorkerOptions = {}): Promise<Sandbox> {
  const { setupWorker } = await import('msw/browser');
  const sandbox = createSandbox({ storage: window.localStorage });
  await setupWorker(...sandbox.handlers).start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: serviceWorkerUrl },
  });
  return sandbox;
}
