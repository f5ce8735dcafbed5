import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard/transfers', '/dashboard/transfers'],
    ['/pages/account-settings?tab=3', '/pages/account-settings?tab=3'],
    ['/dashboard/statements#top', '/dashboard/statements#top'],
    ['%2Fdashboard%2Fanalytics', '/dashboard/analytics'],
  ])('keeps the internal path %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/\t/evil.example',
    '/ /evil.example',
    'javascript:alert(1)',
  ])('refuses %s', (input) => {
    expect(safeReturnPath(input)).toBeNull();
  });
});
