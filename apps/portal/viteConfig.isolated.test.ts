// @vitest-environment node
import type { ConfigEnv } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import viteConfig from './vite.config';

const build: ConfigEnv = { command: 'build', mode: 'production', isSsrBuild: false, isPreview: false };
const serve: ConfigEnv = { ...build, command: 'serve', mode: 'development' };
const configFor = (env: ConfigEnv) => viteConfig(env);

describe('the portal build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails loudly when built for an API without the reCAPTCHA key and the IP lookup', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    expect(() => configFor(build)).toThrow(/VITE_RECAPTCHA_SITE_KEY is not set[\s\S]*VITE_IP_LOOKUP_URL is not set/);
    // The dev server stays usable against a test API.
    expect(() => configFor(serve)).not.toThrow();
  });

  it('builds with both settings, or with the check explicitly off', () => {
    vi.stubEnv('VITE_API_BASE_URL', 'https://api.example.com/');
    vi.stubEnv('VITE_BOT_CHECK', 'off');
    expect(() => configFor(build)).not.toThrow();
    vi.stubEnv('VITE_BOT_CHECK', '');
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key');
    vi.stubEnv('VITE_IP_LOOKUP_URL', 'https://ip.example.com/');
    expect(() => configFor(build)).not.toThrow();
  });

  it('builds the sandbox mode with nothing set', () => {
    vi.stubEnv('VITE_API_BASE_URL', '');
    expect(() => configFor(build)).not.toThrow();
  });
});
