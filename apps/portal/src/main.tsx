import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readPortalConfig } from './config';

const config = readPortalConfig(import.meta.env);

async function start() {
  if (config.sandbox) {
    // No backend configured: the API is answered in the browser by the sandbox (loaded only then).
    const { startSandboxWorker } = await import('@painel/api-client/sandbox');
    const sandbox = await startSandboxWorker({ serviceWorkerUrl: `${import.meta.env.BASE_URL}mockServiceWorker.js` });
    // For people trying failure states by hand: painelSandbox.force('POST login', 'network-error').
    (window as unknown as { painelSandbox?: unknown }).painelSandbox = sandbox;
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('[@painel/portal] #root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

void start();
