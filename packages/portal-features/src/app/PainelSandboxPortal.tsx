import { PortalRoutes, type PortalRoutesProps } from './PortalRoutes';
import { SandboxPortalProvider, type SandboxPortalSettings } from './SandboxPortalProvider';

export type PainelSandboxPortalProps = SandboxPortalSettings & PortalRoutesProps;

/**
 * The whole portal on the sandbox, for partners trying it out: `<PainelSandboxPortal basePath="/painel" … />`
 * takes PainelPortal's settings without the API's addresses (and the bot check optional).
 */
export function PainelSandboxPortal({ routes, ...provider }: PainelSandboxPortalProps) {
  return (
    <SandboxPortalProvider {...provider}>
      <PortalRoutes routes={routes} />
    </SandboxPortalProvider>
  );
}
