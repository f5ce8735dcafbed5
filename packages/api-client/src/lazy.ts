// @painel/api-client/lazy: the client and the bot check as plain objects whose code (the calls, their zod
// schemas, reCAPTCHA) loads with the first call, not with the page. A sign-in page imports only this.
import type { BotAction } from './calls/payloads';
import type { ApiClient } from './calls/client';
import type { BotCheck } from './botCheck/botCheck';
import type { ApiConfig } from './http/config';

/**
 * The same methods as `createApiClient(config)`; each loads the client on first use, then calls it. A Proxy
 * rather than a list of the methods, so the first visit does not grow with every endpoint the API gains; it
 * answers no `then` (nor symbols), so `await client` is the client, not a promise that never settles.
 */
export function createLazyApiClient(config: ApiConfig): ApiClient {
  let loaded: Promise<ApiClient> | null = null;
  const client = () => (loaded ??= loadClientCode().then((module) => module.createApiClient(config)));
  const own = {
    config,
    withAccessToken: (token: string) =>
      createLazyApiClient({ ...config, getAccessToken: () => token, onUnauthorized: () => undefined }),
  };
  const methods = new Map<string, unknown>();
  return new Proxy(own, {
    get: (target, name) => {
      if (name in target) return target[name as keyof typeof own];
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (!methods.has(name))
        methods.set(name, async (...args: unknown[]) => ((await client())[name as 'login'] as Method)(...args));
      return methods.get(name);
    },
  }) as unknown as ApiClient;
}

type Method = (...args: unknown[]) => unknown;

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
