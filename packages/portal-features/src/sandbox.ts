// Public API of @painel/portal-features/sandbox: the portal answered in the page by the sandbox. Kept apart from
// the main entry so a host that talks to a real API never has the sandbox (MSW, the seeds) in its bundle.
export { PainelSandboxPortal } from './app/PainelSandboxPortal';
export type { PainelSandboxPortalProps } from './app/PainelSandboxPortal';
export { SandboxPortalProvider } from './app/SandboxPortalProvider';
export type { SandboxPortalProviderProps, SandboxPortalSettings } from './app/SandboxPortalProvider';
