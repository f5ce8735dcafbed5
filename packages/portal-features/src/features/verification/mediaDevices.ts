import type { MediaDevicesLike } from '@painel/ui';
import { createContext, useContext } from 'react';

/** The camera the wizard uses; the browser's by default. Stories and tests give a fake one. */
export const MediaDevicesContext = createContext<MediaDevicesLike | null | undefined>(undefined);

export function useMediaDevices(): MediaDevicesLike | null {
  const provided = useContext(MediaDevicesContext);
  if (provided !== undefined) return provided;
  // Undefined outside secure contexts (plain http), whatever the types say.
  return typeof navigator !== 'undefined' ? (navigator.mediaDevices ?? null) : null;
}
