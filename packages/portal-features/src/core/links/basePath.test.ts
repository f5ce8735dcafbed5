import { describe, expect, it } from 'vitest';
import { normalizeBasePath, toHostPath, toPortalPath } from './basePath';

describe('base path', () => {
  it.each([
    [undefined, ''],
    ['/', ''],
    ['painel', '/painel'],
    ['/painel/', '/painel'],
  ])('normalizes %s to "%s"', (input, expected) => {
    expect(normalizeBasePath(input)).toBe(expected);
  });

  it('maps portal paths to host paths and back', () => {
    expect(toHostPath('', '/login')).toBe('/login');
    expect(toHostPath('/painel', '/login')).toBe('/painel/login');
    expect(toHostPath('/painel', '/')).toBe('/painel');
    expect(toPortalPath('/painel', '/painel/login')).toBe('/login');
    expect(toPortalPath('/painel', '/painel')).toBe('/');
    expect(toPortalPath('/painel', '/painelx/login')).toBeNull();
    expect(toPortalPath('', '/login')).toBe('/login');
  });
});
