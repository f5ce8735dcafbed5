import { createLazyBotCheck } from '@painel/api-client/lazy';
import { createLazySandboxApi } from '@painel/api-client/sandbox/lazy';
import type { BotCheck } from '@painel/api-client';
import { useMemo } from 'react';
import type { PortalOptions } from '../core/options';
import { PainelPortalProvider, type PortalProviderSettings } from './PainelPortalProvider';
import type { ReactNode } from 'react';

/** On the sandbox, its inbox page shows the reset links and codes it "sent". */
const SANDBOX_OPTIONS: Partial<PortalOptions> = { sandboxTools: true };
const sandboxBotCheck = createLazyBotCheck(null);

/** For people trying failure states by hand in the console: painelSandbox.force('POST login', 'network-error'). */
function exposeControls(controls: unknown) {
  (globalThis as { painelSandbox?: unknown }).painelSandbox = controls;
}

/** The sandbox's own settings: no API addresses (it brings its own), the bot check optional. */
export type SandboxPortalSettings = PortalProviderSettings & { botCheck?: BotCheck };
export type SandboxPortalProviderProps = SandboxPortalSettings & { children: ReactNode };

/**
 * The portal's calls answered in the page by the sandbox (MSW and the seeds, loaded with the first call), and
 * nothing else in the page; its controls become `window.painelSandbox`. It lives in its own entry point
 * (`@painel/portal-features/sandbox`), so a host that never imports it carries no sandbox code at all.
 */
export function SandboxPortalProvider({ botCheck, options, storage, ...props }: SandboxPortalProviderProps) {
  const api = useMemo(() => createLazySandboxApi({ storage, onStart: exposeControls }), [storage]);
  return (
    <PainelPortalProvider
      {...props}
      api={api}
      botCheck={botCheck ?? sandboxBotCheck}
      storage={storage}
      options={{ ...SANDBOX_OPTIONS, ...options }}
    />
  );
}
