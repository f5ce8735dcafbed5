// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalStorage } from '../storage/portalStorage';
import { internalPathOf, isLoadFailure, reloadedRecently, reloadFor } from './loadFailure';

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('a page whose code did not arrive', () => {
  it("is told apart from a screen's own error, in each browser's words", () => {
    expect(isLoadFailure(new TypeError('Failed to fetch dynamically imported module: https://x/assets/A-1.js'))).toBe(
      true,
    );
    expect(isLoadFailure(new TypeError('error loading dynamically imported module: https://x/a.js'))).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isLoadFailure(null)).toBe(false);
  });

  it('reloads once for an address; failing there again within a minute means it cannot recover', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const storage = createPortalStorage(undefined, 'acme:');
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(reloadedRecently(storage, '/dashboard/anticipations', now)).toBe(false);
    reloadFor(storage, '/dashboard/anticipations', now);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('acme:reloaded-for')).toContain('/dashboard/anticipations');
    expect(reloadedRecently(storage, '/dashboard/anticipations', now + 5_000)).toBe(true);
    expect(reloadedRecently(storage, '/dashboard/transfers', now + 5_000)).toBe(false);
    expect(reloadedRecently(storage, '/dashboard/anticipations', now + 61_000)).toBe(false);
  });

  it('goes back from /error only to an address of the portal', () => {
    expect(internalPathOf('/dashboard/anticipations?periodo=last7')).toBe('/dashboard/anticipations?periodo=last7');
    expect(internalPathOf('//evil.example/x')).toBeNull();
    expect(internalPathOf('https://evil.example')).toBeNull();
    expect(internalPathOf('/\\evil.example')).toBeNull();
    expect(internalPathOf(null)).toBeNull();
  });
});
