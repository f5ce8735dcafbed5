import type { BotAction } from '../calls/payloads';

/** Gives the token that login, register and 2FA send as `token_recaptcha`. */
export interface BotCheck {
  getToken: (action: BotAction) => Promise<string>;
}

/** For the sandbox and tests: no vendor script, a token that names the action. */
export function createSandboxBotCheck(): BotCheck {
  return { getToken: (action) => Promise.resolve(`sandbox-${action}`) };
}

interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

export interface RecaptchaOptions {
  siteKey: string;
  /** The vendor's v3 script address. */
  scriptUrl?: string;
}

/**
 * reCAPTCHA v3: loads the vendor script once, on first use (so the login page stays light until the
 * user submits), then asks it for a token per action.
 */
export function createRecaptchaBotCheck({
  siteKey,
  scriptUrl = 'https://www.google.com/recaptcha/api.js',
}: RecaptchaOptions): BotCheck {
  let loading: Promise<Grecaptcha> | null = null;
  const load = () => {
    loading ??= new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `${scriptUrl}?render=${encodeURIComponent(siteKey)}`;
      script.async = true;
      script.onload = () => {
        const api = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
        if (api) api.ready(() => resolve(api));
        else reject(new Error('[@painel/api-client reCAPTCHA] the script loaded without grecaptcha'));
      };
      script.onerror = () => {
        loading = null;
        reject(new Error('[@painel/api-client reCAPTCHA] the script could not be loaded'));
      };
      document.head.append(script);
    });
    return loading;
  };
  return { getToken: async (action) => (await load()).execute(siteKey, { action }) };
}
