import { PainelPortalProvider, type PortalApiProps, type PortalProviderSettings } from './PainelPortalProvider';
import { PortalRoutes, type PortalRoutesProps } from './PortalRoutes';

export type PainelPortalProps = PortalApiProps & PortalProviderSettings & PortalRoutesProps;

/**
 * The whole portal for a host's router: `<Route path="/painel/*" element={<PainelPortal basePath="/painel" … />} />`.
 * Hosts that want their own frame use PainelPortalProvider and PortalRoutes (or single screens) instead.
 */
export function PainelPortal({ routes, ...provider }: PainelPortalProps) {
  return (
    <PainelPortalProvider {...provider}>
      <PortalRoutes routes={routes} />
    </PainelPortalProvider>
  );
}
