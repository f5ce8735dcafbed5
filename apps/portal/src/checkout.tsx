import { PainelCheckout } from '@painel/portal-features/checkout';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readPortalConfig } from './config';
import { startSandboxOnDemand } from './sandboxOnDemand';

// The public checkout (/checkout/…): its own page, so a payer on a phone loads no portal router, menu or dialogs.
const config = readPortalConfig(import.meta.env);
if (!import.meta.env.VITE_API_BASE_URL?.trim() && config.sandbox) startSandboxOnDemand(config);

const container = document.getElementById('root');
if (!container) throw new Error('[@painel/portal] #root is missing from checkout.html');
createRoot(container).render(
  <StrictMode>
    <PainelCheckout api={config.api} sandboxTools={config.sandboxTools} />
  </StrictMode>,
);
