import type { ApiClient, ApiConfig, BotCheck } from '@painel/api-client';

/**
 * An ApiClient whose implementation (the calls and their zod schemas) is fetched with the first call,
 * not with the first page: every call already returns a promise, so callers cannot tell. This keeps
 * the login page within its budget.
 */
export function createDeferredApiClient(config: ApiConfig): ApiClient {
  let client: Promise<ApiClient> | null = null;
  const load = () => (client ??= import('@painel/api-client').then((module) => module.createApiClient(config)));
  return new Proxy({ config } as ApiClient, {
    get(target, property) {
      if (property === 'config') return target.config;
      if (typeof property !== 'string') return undefined;
      return (...args: unknown[]) =>
        load().then((loaded) => (loaded[property as keyof ApiClient] as (...a: unknown[]) => unknown)(...args));
    },
  });
}

/**
 * The bot check of login, register and 2FA, loaded with the first token asked: reCAPTCHA v3 with a
 * site key, else the sandbox's (which only a sandbox accepts).
 */
export function createDeferredBotCheck(recaptchaSiteKey: string | null): BotCheck {
  let check: Promise<BotCheck> | null = null;
  const load = () =>
    (check ??= import('@painel/api-client').then((module) =>
      recaptchaSiteKey ? module.createRecaptchaBotCheck({ siteKey: recaptchaSiteKey }) : module.createSandboxBotCheck(),
    ));
  return { getToken: async (action) => (await load()).getToken(action) };
}
