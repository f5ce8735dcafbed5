import { createContext, useContext } from 'react';
import type { auditMessages } from './audit';
import { baseMessages } from './base';
import type { dataMessages } from './data';
import type { dateMessages } from './date';
import type { cameraMessages } from './camera';
import type { customizerMessages } from './customizer';
import type { shellMessages } from './shell';
import type { uploadMessages } from './upload';
import type { wizardMessages } from './wizard';

/**
 * Every word the components say, pt-BR by default. Each group lives with its component, so a page only
 * carries the words of the components it shows; ThemeProvider's `messages` replaces any of them.
 */
export type UiMessages = typeof baseMessages & {
  audit: typeof auditMessages;
  upload: typeof uploadMessages;
  camera: typeof cameraMessages;
  shell: typeof shellMessages;
  customizer: typeof customizerMessages;
  data: typeof dataMessages;
  date: typeof dateMessages;
  wizard: typeof wizardMessages;
};
export type UiMessageGroup = Exclude<keyof UiMessages, keyof typeof baseMessages>;

/** What the host replaced; empty by default. */
export const UiMessagesContext = createContext<Partial<UiMessages>>({});

/** The shared words, with the host's replacements. */
export function useUiMessages(): typeof baseMessages {
  return { ...baseMessages, ...useContext(UiMessagesContext) };
}

/** One component's words (its defaults passed in, so only that component carries them). */
export function useUiMessageGroup<K extends UiMessageGroup>(group: K, defaults: UiMessages[K]): UiMessages[K] {
  return useContext(UiMessagesContext)[group] ?? defaults;
}
