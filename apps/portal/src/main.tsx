import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readPortalConfig } from './config';
import { startSandboxOnDemand } from './sandboxOnDemand';

const config = readPortalConfig(import.meta.env);
// No backend configured: the API is answered in the browser by the sandbox, loaded when first asked.
if (config.sandbox) startSandboxOnDemand(config);

const container = document.getElementById('root');
if (!container) throw new Error('[@painel/portal] #root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App config={config} />
  </StrictMode>,
);
