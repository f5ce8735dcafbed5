import { LAYOUT_SETTINGS_KEY, parseLayoutSettings, skinNames, type LayoutSettings, type SkinName } from '@painel/ui';
import type { PortalStorage } from '../storage/portalStorage';

type Listener = () => void;

/** The skin a stored value names, if it names a real one. */
function storedSkin(raw: string | null): SkinName | null {
  try {
    const value: unknown = raw === null ? null : JSON.parse(raw);
    const skin = value && typeof value === 'object' ? (value as { skin?: unknown }).skin : undefined;
    return skinNames.includes(skin as SkinName) ? (skin as SkinName) : null;
  } catch {
    return null;
  }
}

/**
 * The one owner of the appearance choices of spec 2.8 (skin, transition, navbar, footer, menu): kept
 * in the portal's storage, shared by tabs. The skin the page shows is derived here too, so the
 * customizer and the theme can never disagree.
 */
export interface LayoutSettingsStore {
  read: () => LayoutSettings;
  /** The skin the user picked, or null while they have not picked one. */
  chosenSkin: () => SkinName | null;
  update: (change: Partial<LayoutSettings>) => void;
  subscribe: (listener: Listener) => () => void;
}

export function createLayoutSettingsStore(storage: PortalStorage, key = LAYOUT_SETTINGS_KEY): LayoutSettingsStore {
  const listeners = new Set<Listener>();
  let cachedRaw: string | null | undefined;
  let settings: LayoutSettings = parseLayoutSettings(null);
  let chosen: SkinName | null = null;

  const load = () => {
    const raw = storage.read(key);
    if (raw === cachedRaw) return;
    cachedRaw = raw;
    settings = parseLayoutSettings(raw);
    chosen = storedSkin(raw);
  };
  const emit = () => listeners.forEach((listener) => listener());

  return {
    read: () => {
      load();
      return settings;
    },
    chosenSkin: () => {
      load();
      return chosen;
    },
    update: (change) => {
      load();
      const next = { ...settings, ...change };
      // Only what the user touched is kept, so an unpicked skin keeps following the host's default.
      const stored: Partial<LayoutSettings> = { ...next };
      if (chosen === null && change.skin === undefined) delete stored.skin;
      storage.write(key, JSON.stringify(stored));
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      const unsubscribe = storage.subscribe(key, listener);
      return () => {
        listeners.delete(listener);
        unsubscribe();
      };
    },
  };
}

/** The skin the page shows (issue: one owner): the user's pick, else the host's; a locked host skin wins. */
export function effectiveSkin(hostSkin: SkinName, userSkin: SkinName | null, locked: boolean): SkinName {
  return locked ? hostSkin : (userSkin ?? hostSkin);
}
