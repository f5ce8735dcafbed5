// @painel/api-client/lazy: the client and the bot check as plain objects whose code (the calls, their zod
// schemas, reCAPTCHA) loads with the first call, not with the page. A sign-in page imports only this.
import type { BotAction } from './calls/payloads';
import type { ApiClient } from './calls/client';
import type { BotCheck } from './botCheck/botCheck';
import type { ApiConfig } from './http/config';
import { lazyMember } from './calls/lazyMember';

/**
 * The same methods as `createApiClient(config)`; each loads the client on first use, then calls it (and a
 * back-office group's calls, `api.stores.…`, load their own chunk after it). Stand-ins rather than a list of
 * the methods, so the first visit does not grow with every endpoint the API gains.
 */
export function createLazyApiClient(config: ApiConfig): ApiClient {
  return lazyMember<ApiClient>(() => loadClientCode().then((module) => module.createApiClient(config)), {
    config,
    withAccessToken: (token: string) =>
      createLazyApiClient({ ...config, getAccessToken: () => token, onUnauthorized: () => undefined }),
  });
}

const loadClientCode = () => import('./calls/client');

/**
 * Starts fetching the client's code (its calls and their schemas) without calling anything. A form whose own
 * code needs the client's asks for both at once as the user starts filling it: one round trip instead of two
 * (the browser learns of the client's file only once the form's has arrived). A failure here is the first
 * call's to report.
 */
export function preloadApiClient(): void {
  loadClientCode().catch(() => undefined);
}

/**
 * The bot check of login, register and 2FA, loaded with the first token asked: reCAPTCHA v3 with a
 * site key, else the sandbox's (which only a sandbox accepts).
 */
export function createLazyBotCheck(recaptchaSiteKey: string | null): BotCheck {
  let check: Promise<BotCheck> | null = null;
  const load = () =>
    (check ??= import('./botCheck/botCheck').then((module) =>
      recaptchaSiteKey ? module.createRecaptchaBotCheck({ siteKey: recaptchaSiteKey }) : module.createSandboxBotCheck(),
    ));
  return { getToken: async (action: BotAction) => (await load()).getToken(action) };
}
