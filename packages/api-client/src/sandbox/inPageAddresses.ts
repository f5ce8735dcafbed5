import type { SandboxAddresses } from './routes';

/**
 * Where a portal on the in-page sandbox sends its calls: a prefix no host route uses. A module of its own,
 * without MSW, so the first visit can name the addresses before the sandbox loads.
 */
export const inPageSandboxAddresses = {
  apiBaseUrl: '/painel-sandbox/api/',
  twoFactorApiBaseUrl: '/painel-sandbox/2fa-api/',
  ipLookupUrl: '/painel-sandbox/api/sandbox/ip',
} as const satisfies SandboxAddresses;
