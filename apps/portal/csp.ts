import type { PortalEnv } from './src/config';

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

const originOf = (address: string | undefined): string | null => {
  if (!address?.trim()) return null;
  try {
    const url = new URL(address.trim());
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null; // a relative address is same-origin, already covered by 'self'
  }
};

/**
 * The Content-Security-Policy the built portal carries in a meta tag. Scripts only from the portal
 * and reCAPTCHA; calls only to the configured API, 2FA API and IP lookup; no plugins; no <base>.
 * Styles allow 'unsafe-inline' because styled-components writes its rules into <style> elements at
 * run time and a static page has no per-response nonce to give it. What a meta tag cannot set
 * (frame-ancestors, HSTS, nosniff, Referrer-Policy) is listed in the README for the web server.
 */
export function contentSecurityPolicy(env: PortalEnv): string {
  const apiOrigins = [env.VITE_API_BASE_URL, env.VITE_2FA_API_BASE_URL, env.VITE_IP_LOOKUP_URL]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...RECAPTCHA_SCRIPTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...new Set(apiOrigins), ...RECAPTCHA_SCRIPTS],
    'frame-src': RECAPTCHA_FRAMES,
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
