import { createLazyBotCheck } from '@painel/api-client/lazy';
import { createLazySandboxApi } from '@painel/api-client/sandbox/lazy';
import type { BotCheck } from '@painel/api-client';
import { useMemo } from 'react';
import type { PortalOptions } from '../core/options';
import { prefixedStorage } from '../core/storage/portalStorage';
import { PainelPortalProvider, type PortalProviderSettings } from './PainelPortalProvider';
import type { ReactNode } from 'react';

/** On the sandbox, its inbox page shows the reset links and codes it "sent". */
const SANDBOX_OPTIONS: Partial<PortalOptions> = { sandboxTools: true };
const sandboxBotCheck = createLazyBotCheck(null);

/**
 * For people trying failure states by hand in the console: painelSandbox.force('POST login', 'network-error'). It
 * exists from the first page load; before the sandbox has loaded, a call loads it and answers a promise.
 */
function exposeControls(controls: unknown) {
  (globalThis as { painelSandbox?: unknown }).painelSandbox = controls;
}

/** The page's localStorage, or none (memory) where the browser refuses it. */
function pageStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
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
  const prefix = props.storageKeyPrefix ?? '';
  const api = useMemo(() => {
    // The sandbox keeps its state under the host's prefix too ('acme:sandbox-db'), the portal's storage or the page's.
    const page = storage ?? pageStorage();
    const lazy = createLazySandboxApi({
      storage: page ? prefixedStorage(page, prefix) : null,
      onStart: exposeControls,
    });
    // From the first page load: each control loads the sandbox and then runs; the real controls replace it.
    exposeControls(lazy.controls);
    return lazy;
  }, [storage, prefix]);
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
