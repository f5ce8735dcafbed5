import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './csp';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('contentSecurityPolicy', () => {
  it('allows scripts from the portal and reCAPTCHA only, no plugins and no <base>', () => {
    const policy = contentSecurityPolicy({});
    expect(directive(policy, 'script-src')).toBe(
      "'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
    expect(directive(policy, 'object-src')).toBe("'none'");
    expect(directive(policy, 'base-uri')).toBe("'none'");
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  });

  it('lets the portal call the configured APIs', () => {
    const policy = contentSecurityPolicy({
      VITE_API_BASE_URL: 'https://api.example.com/v1/',
      VITE_2FA_API_BASE_URL: 'https://2fa.example.com/',
      VITE_IP_LOOKUP_URL: 'https://ip.example.net/json',
    });
    expect(directive(policy, 'connect-src')).toBe(
      "'self' https://api.example.com https://2fa.example.com https://ip.example.net https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    );
  });
});
