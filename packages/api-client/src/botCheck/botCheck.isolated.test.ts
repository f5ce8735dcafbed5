// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecaptchaBotCheck, createSandboxBotCheck } from './botCheck';

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { grecaptcha?: unknown }).grecaptcha;
});

describe('bot check', () => {
  it('sandbox: a token per action, no script', async () => {
    await expect(createSandboxBotCheck().getToken('registro')).resolves.toBe('sandbox-registro');
    expect(document.querySelector('script')).toBeNull();
  });

  it('reCAPTCHA v3: loads the vendor script once, on first use, then asks for a token per action', async () => {
    const execute = vi.fn((_key: string, { action }: { action: string }) => Promise.resolve(`token-${action}`));
    const check = createRecaptchaBotCheck({ siteKey: 'site-key', scriptUrl: 'https://captcha.test/api.js' });
    expect(document.querySelector('script')).toBeNull();
    const first = check.getToken('login');
    const script = document.querySelector('script');
    expect(script?.getAttribute('src')).toBe('https://captcha.test/api.js?render=site-key');
    (window as { grecaptcha?: unknown }).grecaptcha = { ready: (callback: () => void) => callback(), execute };
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe('token-login');
    await expect(check.getToken('2FA')).resolves.toBe('token-2FA');
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(execute).toHaveBeenCalledWith('site-key', { action: '2FA' });
  });

  it('fails clearly when the script cannot load, and tries again next time', async () => {
    const check = createRecaptchaBotCheck({ siteKey: 'k', scriptUrl: 'https://captcha.test/api.js' });
    const first = check.getToken('login');
    document.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(first).rejects.toThrow(/could not be loaded/);
    void check.getToken('login').catch(() => undefined);
    expect(document.querySelectorAll('script')).toHaveLength(2);
  });
});
