import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { SkinName } from '@painel/ui';
import type { ProjectAnnotations, Renderer, StoryContext } from 'storybook/internal/types';
import { waitFor } from 'storybook/test';
import { setSkinOverride } from './skinOverride';

type A11yAfterEach = (context: StoryContext) => Promise<void>;

/**
 * After a story's play and its axe check in the skin it played in, the same rendered state in each other skin:
 * the skin switched in place (no second render, no second play) and axe run again, failing with the skin's name.
 * Every story is checked in the four skins for about the cost of three axe runs.
 */
export function skinSweep(skins: readonly SkinName[]): ProjectAnnotations<Renderer> {
  return {
    afterEach: async (context) => {
      const storyContext = context;
      const a11y = storyContext.parameters.a11y as { test?: string; disable?: boolean } | undefined;
      if (skins.length === 0 || a11y?.test === 'off' || a11y?.disable) return;
      try {
        for (const skin of skins) {
          setSkinOverride(skin);
          // What a person would see: the outermost provider in that skin (its custom properties come with it).
          await waitFor(() => {
            if (document.querySelector('[data-component="ThemeProvider"]')?.getAttribute('data-skin') !== skin)
              throw new Error(`the story is not in the ${skin} skin yet`);
          });
          try {
            await (a11yAnnotations.afterEach as unknown as A11yAfterEach)(storyContext);
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            throw new Error(`axe, in the ${skin} skin:\n${message}`, { cause: error });
          }
        }
      } finally {
        setSkinOverride(null);
      }
    },
  };
}
