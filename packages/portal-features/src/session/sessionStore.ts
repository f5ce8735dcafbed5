import { parseStoredUser, type StoredUser } from './storedUser';

/** Where the stored user lives in localStorage. */
export const STORED_USER_KEY = 'userData';

type Listener = (user: StoredUser | null) => void;

export interface SessionStore {
  read: () => StoredUser | null;
  write: (user: StoredUser) => void;
  update: (change: Partial<StoredUser>) => void;
  clear: () => void;
  /** Told of every change, in this tab and in the others (a logout elsewhere clears here too). */
  subscribe: (listener: Listener) => () => void;
}

/** The one owner of the stored user: reads, writes, and keeps tabs in step. */
export function createSessionStore(storage: Storage, key = STORED_USER_KEY): SessionStore {
  const listeners = new Set<Listener>();
  let cachedRaw: string | null | undefined;
  let cached: StoredUser | null = null;

  const read = (): StoredUser | null => {
    const raw = storage.getItem(key);
    if (raw === cachedRaw) return cached;
    cachedRaw = raw;
    cached = null;
    if (raw) {
      try {
        // A value edited by hand or left by an older version does not sign anybody in.
        cached = parseStoredUser(JSON.parse(raw));
      } catch {
        cached = null;
      }
    }
    return cached;
  };
  const emit = () => {
    const user = read();
    listeners.forEach((listener) => listener(user));
  };
  const write = (user: StoredUser) => {
    storage.setItem(key, JSON.stringify(user));
    emit();
  };

  return {
    read,
    write,
    update: (change) => {
      const current = read();
      if (current) write({ ...current, ...change });
    },
    clear: () => {
      storage.removeItem(key);
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener(read());
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}
