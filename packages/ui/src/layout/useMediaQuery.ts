import { useSyncExternalStore } from 'react';
import { breakpoints } from '../theme/tokens';

/** Whether a media query matches the window now; re-renders when it changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the window is a phone held upright (`media.phone`): where a screen changes what comes first. */
export const usePhoneLayout = (): boolean => useMediaQuery(`(max-width: ${breakpoints.sm}px)`);
