import { createLazyBotCheck } from '@painel/api-client/lazy';
import { PainelPortal } from '@painel/portal-features';
import { PainelSandboxPortal } from '@painel/portal-features/sandbox';

const brand = { name: 'Banco Parceiro', primaryColor: '#0b6e4f' };

// A real API's settings (VITE_PAINEL_API=real), or the in-page sandbox.
const realApi = {
  apiBaseUrl: 'https://api.example.invalid/',
  twoFactorApiBaseUrl: 'https://api.example.invalid/',
  ipLookupUrl: 'https://ip.example.invalid/',
  systemOrigin: 'PARCEIRO',
};
const botCheck = createLazyBotCheck('partner-site-key');

export function Painel() {
  return import.meta.env.VITE_PAINEL_API === 'real' ? (
    <PainelPortal basePath="/painel" brand={brand} api={realApi} botCheck={botCheck} />
  ) : (
    <PainelSandboxPortal basePath="/painel" brand={brand} />
  );
}
