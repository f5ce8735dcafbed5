import { createLazyBotCheck } from '@painel/api-client/lazy';
import { createLazySandboxApi } from '@painel/api-client/sandbox/lazy';
import { useMemo } from 'react';
import type { PortalOptions } from '../core/options';
import { ApiPortalProvider } from './ApiPortalProvider';
import type { PainelPortalProviderProps } from './PainelPortalProvider';

/** On the sandbox, its inbox page shows the reset links and codes it "sent". */
const SANDBOX_OPTIONS: Partial<PortalOptions> = { sandboxTools: true };
const sandboxBotCheck = createLazyBotCheck(null);

/** For people trying failure states by hand in the console: painelSandbox.force('POST login', 'network-error'). */
function exposeControls(controls: unknown) {
  (globalThis as { painelSandbox?: unknown }).painelSandbox = controls;
}

/**
 * api="sandbox": the portal's calls are answered in the page by the sandbox (MSW and the seeds, loaded with
 * the first call), and nothing else in the page is; its controls become `window.painelSandbox`.
 */
export function SandboxPortalProvider({ botCheck, options, storage, ...props }: PainelPortalProviderProps) {
  const api = useMemo(
    () =>
      createLazySandboxApi({
        storage,
        onStart: exposeControls,
      }),
    [storage],
  );
  return (
    <ApiPortalProvider
      {...props}
      api={api}
      botCheck={botCheck ?? sandboxBotCheck}
      storage={storage}
      options={{ ...SANDBOX_OPTIONS, ...options }}
    />
  );
}
