import type { PortalStorage } from '../storage/portalStorage';
import { OWN_KEY_MARK } from '../storage/portalStorage';

/** A draft older than this is not offered again. */
export const DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

interface StoredDraft {
  savedAt: number;
  values: unknown;
}

/**
 * What a long form keeps of what was typed, across a reload or a Back, in the portal's storage: one draft per form
 * and signed-in user, never the fields it is told to leave out (card numbers and codes), gone once sent or
 * discarded, and not offered after a day.
 */
export function formDraft(
  storage: PortalStorage,
  form: string,
  userId: number | string | null,
  omit: readonly string[],
) {
  const key = `${OWN_KEY_MARK}draft:${form}:${userId ?? 'anonymous'}`;
  return {
    read(now: number): Record<string, unknown> | null {
      try {
        const stored = JSON.parse(storage.read(key) ?? 'null') as StoredDraft | null;
        if (!stored || typeof stored.values !== 'object' || stored.values === null) return null;
        if (now - stored.savedAt > DRAFT_TTL_MS) return null;
        return stored.values as Record<string, unknown>;
      } catch {
        return null;
      }
    },
    write(values: object, now: number) {
      const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !omit.includes(name)));
      storage.write(key, JSON.stringify({ savedAt: now, values: kept } satisfies StoredDraft));
    },
    remove() {
      storage.remove(key);
    },
  };
}
