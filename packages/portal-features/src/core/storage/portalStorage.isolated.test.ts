// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPortalStorage, OWN_KEY_MARK, prefixedStorage } from './portalStorage';

afterEach(() => localStorage.clear());

describe('the storage the portal keeps its things in', () => {
  it("keeps spec 3's keys as they are by default", () => {
    const storage = createPortalStorage();
    storage.write('userData', '{"id":1}');
    expect(localStorage.getItem('userData')).toBe('{"id":1}');
    expect(storage.read('userData')).toBe('{"id":1}');
  });

  it("never touches a host's own entry of the same name when the host gives a prefix", () => {
    localStorage.setItem('userData', 'the host’s own');
    const storage = createPortalStorage(undefined, 'painel:');
    expect(storage.read('userData')).toBeNull();
    storage.write('userData', '{"id":1}');
    expect(localStorage.getItem('painel:userData')).toBe('{"id":1}');
    storage.remove('userData');
    expect(localStorage.getItem('painel:userData')).toBeNull();
    expect(localStorage.getItem('userData')).toBe('the host’s own');
  });

  it("applies a host's prefix once, in place of the portal's own mark", () => {
    const ownKey = `${OWN_KEY_MARK}last-activity`;
    createPortalStorage().write(ownKey, '1');
    expect(localStorage.getItem('painel:last-activity')).toBe('1');
    createPortalStorage(undefined, 'painel:').write(ownKey, '2');
    expect(localStorage.getItem('painel:last-activity')).toBe('2');
    expect(localStorage.getItem('painel:painel:last-activity')).toBeNull();
    createPortalStorage(undefined, 'acme:').write(ownKey, '3');
    expect(localStorage.getItem('acme:last-activity')).toBe('3');
  });

  it("keeps the in-page sandbox's state under the host's prefix too, once", () => {
    prefixedStorage(localStorage, 'acme:').setItem('painel:sandbox-db', '{}');
    expect(localStorage.getItem('acme:sandbox-db')).toBe('{}');
    expect(prefixedStorage(localStorage, 'acme:').getItem('painel:sandbox-db')).toBe('{}');
    prefixedStorage(localStorage, 'painel:').setItem('painel:sandbox-db', '[]');
    expect(localStorage.getItem('painel:sandbox-db')).toBe('[]');
    prefixedStorage(localStorage, '').setItem('painel:sandbox-clock', '3');
    expect(localStorage.getItem('painel:sandbox-clock')).toBe('3');
  });

  it('hears another tab change its own key, not the host’s', () => {
    const storage = createPortalStorage(undefined, 'painel:');
    const listener = vi.fn();
    const stop = storage.subscribe('userData', listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new StorageEvent('storage', { key: 'painel:userData' }));
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });

  it('goes on without remembering when the browser blocks storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const storage = createPortalStorage(blocked, 'painel:');
    expect(() => storage.write('userData', 'x')).not.toThrow();
    expect(storage.read('userData')).toBeNull();
    expect(() => storage.remove('userData')).not.toThrow();
  });
});
