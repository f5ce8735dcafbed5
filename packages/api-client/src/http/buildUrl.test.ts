import { describe, expect, it } from 'vitest';
import { buildUrl } from './buildUrl';

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('https://api.test', 'login')).toBe('https://api.test/login');
    expect(buildUrl('https://api.test/', '/system/')).toBe('https://api.test/system/');
    expect(buildUrl('https://api.test/v1', 'company/is-signed')).toBe('https://api.test/v1/company/is-signed');
  });

  it('uses the base itself for an empty path', () => {
    expect(buildUrl('https://ip.test/json', '')).toBe('https://ip.test/json');
    expect(buildUrl('https://ip.test/', '')).toBe('https://ip.test/');
  });

  it('keeps a relative base relative', () => {
    expect(buildUrl('/api', 'api/audit/logs')).toBe('/api/api/audit/logs');
  });

  it('adds query parameters that have a value and encodes them', () => {
    expect(
      buildUrl('https://api.test', 'api/operator/by-email/a%40b.com', { systemOrigin: 'PAINEL', skip: undefined }),
    ).toBe('https://api.test/api/operator/by-email/a%40b.com?systemOrigin=PAINEL');
    expect(buildUrl('https://api.test', 'x', { q: 'a b&c' })).toBe('https://api.test/x?q=a+b%26c');
  });

  it('refuses an empty base so a missing configuration fails loudly', () => {
    expect(() => buildUrl('', 'login')).toThrow(/baseUrl is empty/);
  });
});
