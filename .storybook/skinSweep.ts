import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { SkinName } from '@painel/ui';
import type { ProjectAnnotations, Renderer, StoryContext } from 'storybook/internal/types';
import { waitFor } from 'storybook/test';
import { setSkinOverride } from './skinOverride';

type A11yAfterEach = (context: StoryContext) => Promise<void>;
interface A11yParameter {
  test?: string;
  disable?: boolean;
  options?: Record<string, unknown>;
}

/**
 * What a skin can change: colours. Structure, names and roles were checked by the full axe run in the skin the story
 * played in and are the same in every skin, so the other skins run only axe's colour rules. (Colour contrast is most
 * of axe's time on a screen: this saves about a sixth of the sweep, measured on Transações.)
 */
export const skinDependentRules = ['color-contrast', 'link-in-text-block'] as const;

const colourRulesOnly = (context: StoryContext): StoryContext => {
  const a11y = (context.parameters.a11y ?? {}) as A11yParameter;
  return {
    ...context,
    parameters: {
      ...context.parameters,
      a11y: {
        ...a11y,
        options: {
          ...a11y.options,
          runOnly: { type: 'rule', values: [...skinDependentRules] },
        },
      },
    },
  };
};

/**
 * After a story's play and its axe check in the skin it played in, the same rendered state in each other skin:
 * the skin switched in place (no second render, no second play) and axe's colour rules run again, failing with the
 * skin's name.
 */
export function skinSweep(skins: readonly SkinName[]): ProjectAnnotations<Renderer> {
  return {
    afterEach: async (context) => {
      const a11y = context.parameters.a11y as A11yParameter | undefined;
      if (skins.length === 0 || a11y?.test === 'off' || a11y?.disable) return;
      const sweptContext = colourRulesOnly(context);
      try {
        for (const skin of skins) {
          setSkinOverride(skin);
          // What a person would see: the outermost provider in that skin (its custom properties come with it).
          await waitFor(() => {
            if (document.querySelector('[data-component="ThemeProvider"]')?.getAttribute('data-skin') !== skin)
              throw new Error(`the story is not in the ${skin} skin yet`);
          });
          try {
            await (a11yAnnotations.afterEach as unknown as A11yAfterEach)(sweptContext);
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
