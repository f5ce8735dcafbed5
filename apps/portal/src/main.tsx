import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readPortalConfig } from './config';
import { startSandboxOnDemand } from './sandboxOnDemand';

const config = readPortalConfig(import.meta.env);
// No backend configured: the API is answered in the browser by the sandbox, loaded when first asked. The
// condition reads the build-time constant itself, so a build with an API address carries no sandbox code.
if (!import.meta.env.VITE_API_BASE_URL?.trim() && config.sandbox) startSandboxOnDemand(config);

const container = document.getElementById('root');
if (!container) throw new Error('[@painel/portal] #root is missing from index.html');
const root = createRoot(container);
// A transition lets React yield to the browser every few milliseconds while it builds the first page, instead of
// holding the main thread for one long task (Lighthouse's total blocking time).
startTransition(() => {
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
});
