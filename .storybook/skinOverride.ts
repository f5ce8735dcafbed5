import { useSyncExternalStore } from 'react';
import type { SkinName } from '@painel/ui';

// The skin a story test switches its rendered story to after the play (skinSweep.ts), over the toolbar's.
let override: SkinName | null = null;
const listeners = new Set<() => void>();

export function setSkinOverride(skin: SkinName | null) {
  override = skin;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useSkinOverride = () => useSyncExternalStore(subscribe, () => override);
