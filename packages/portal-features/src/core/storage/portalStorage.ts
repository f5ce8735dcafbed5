/**
 * Everything the portal keeps in the browser goes through one storage a host may choose (spec 3's
 * stored user, the notices' choices, the verification progress, the layout settings): localStorage by
 * default. A blocked storage (privacy settings, a sandboxed frame) never throws: what is not
 * remembered is simply asked again. A host may prefix every key (`'painel:'` keeps the stored user under
 * 'painel:userData') so the portal never reads, overwrites or deletes the host's own entries.
 */
export interface PortalStorage {
  read: (key: string) => string | null;
  write: (key: string, value: string) => void;
  remove: (key: string) => void;
  /** Told when another tab changes `key` (only the browser's localStorage tells). */
  subscribe: (key: string, listener: () => void) => () => void;
}

/** The portal's own keys (not spec 3's) carry this mark when the host gives no prefix of its own. */
export const OWN_KEY_MARK = 'painel:';

/** One prefix, applied once: a host's 'acme:' replaces the portal's own mark ('acme:last-activity'), and 'painel:'
 * given by a host does not double it. Spec 3's keys ('userData') get the host's prefix, none by default. */
export const storedKey = (key: string, keyPrefix: string) =>
  keyPrefix ? keyPrefix + key.replace(OWN_KEY_MARK, '') : key;

/** A browser storage whose keys take the host's prefix as the portal's own do (for the in-page sandbox's state). */
export function prefixedStorage(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  keyPrefix: string,
): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return {
    getItem: (key) => storage.getItem(storedKey(key, keyPrefix)),
    setItem: (key, value) => storage.setItem(storedKey(key, keyPrefix), value),
    removeItem: (key) => storage.removeItem(storedKey(key, keyPrefix)),
  };
}

export function createPortalStorage(storage?: Storage, keyPrefix = ''): PortalStorage {
  const stored = (key: string) => storedKey(key, keyPrefix);
  const target = (): Storage | null => {
    try {
      return storage ?? window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    read: (key) => {
      try {
        return target()?.getItem(stored(key)) ?? null;
      } catch {
        return null;
      }
    },
    write: (key, value) => {
      try {
        target()?.setItem(stored(key), value);
      } catch {
        // Not remembered across a reload; the screen goes on.
      }
    },
    remove: (key) => {
      try {
        target()?.removeItem(stored(key));
      } catch {
        // Nothing to remove.
      }
    },
    subscribe: (key, listener) => {
      if (typeof window === 'undefined') return () => undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.key === stored(key) || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
