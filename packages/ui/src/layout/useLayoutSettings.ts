import { useCallback, useEffect, useState } from 'react';
import { LAYOUT_SETTINGS_KEY, parseLayoutSettings, type LayoutSettings } from './layoutSettings';

function read(key: string): LayoutSettings {
  try {
    return parseLayoutSettings(window.localStorage.getItem(key));
  } catch {
    // Storage can be blocked (privacy settings): the defaults still work.
    return parseLayoutSettings(null);
  }
}

/** Layout choices kept in localStorage: applied at once, remembered across reloads and shared by tabs. */
export function useLayoutSettings(key = LAYOUT_SETTINGS_KEY) {
  const [settings, setSettings] = useState<LayoutSettings>(() => read(key));

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setSettings(read(key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);

  useEffect(() => {
    try {
      // An unchanged value raises no storage event, so tabs do not echo each other.
      window.localStorage.setItem(key, JSON.stringify(settings));
    } catch {
      // Not remembered, but still applied.
    }
  }, [key, settings]);

  const update = useCallback((change: Partial<LayoutSettings>) => {
    setSettings((current) => ({ ...current, ...change }));
  }, []);

  return [settings, update] as const;
}
