import type { StoryContext } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LONG } from './patience';
import type { PortalStoryProps } from './PortalStory';

/** What sticks out past the screen's right edge, named so a failure says which element (none, on a good page). */
export function wider(root: HTMLElement): string[] {
  const edge = root.ownerDocument.documentElement.clientWidth + 1;
  return [...root.querySelectorAll<HTMLElement>('*')]
    .filter((element) => element.getBoundingClientRect().right > edge)
    .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > edge))
    .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40) ?? ''}"`);
}

interface PhoneListOptions {
  /** Another address or user than the screen's stories open by default. */
  args?: Partial<PortalStoryProps>;
  /** Each card opens with an amount (a money list); false for lists whose rows are not money. */
  amountFirst?: boolean;
}

/**
 * A list screen on a phone (390 px): its rows as cards, each with its amount first, the filters folded behind
 * 'Filtros', and nothing wider than the screen.
 */
export function phoneList(list: string, { args, amountFirst = true }: PhoneListOptions = {}) {
  return {
    ...(args ? { args } : {}),
    globals: { viewport: { value: 'phone', isRotated: false } },
    play: async ({ canvas, canvasElement }: Pick<StoryContext, 'canvas' | 'canvasElement'>) => {
      // Looked up again each time: the loading list and the loaded one may be two elements.
      const listNow = () => canvas.getByRole('region', { name: list });
      await canvas.findByRole('region', { name: list }, LONG);
      await waitFor(() => expect(listNow()).toHaveAttribute('aria-busy', 'false'), LONG);
      const region = listNow();
      await expect(within(region).queryByRole('table')).toBeNull();
      const cards = within(region).getAllByRole('listitem');
      await expect(cards.length).toBeGreaterThan(0);
      if (amountFirst) for (const card of cards.slice(0, 3)) await expect(card.textContent).toMatch(/^R\$/);
      for (const toggle of canvas.queryAllByRole('button', { name: /^Filtros/ }))
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(wider(canvasElement)).toEqual([]);
    },
  };
}

/**
 * A list at 1280 px: the columns named (status, money, whose) are in sight without scrolling the table sideways;
 * the rest can be chosen in 'Escolher colunas'.
 */
export function laptopList(list: string, keyColumns: readonly string[], args?: Partial<PortalStoryProps>) {
  return {
    ...(args ? { args } : {}),
    globals: { viewport: { value: 'laptop', isRotated: false } },
    play: async ({ canvas }: Pick<StoryContext, 'canvas'>) => {
      const listNow = () => canvas.getByRole('region', { name: list });
      await canvas.findByRole('region', { name: list }, LONG);
      await waitFor(() => expect(within(listNow()).getByRole('table')).toHaveAttribute('aria-busy', 'false'), LONG);
      const exactly = (label: string) => (name: string) => name === label;
      // A column that depends on a second answer (whose merchants a partner sees) may join a moment later.
      await waitFor(() => {
        for (const label of keyColumns) within(listNow()).getByRole('columnheader', { name: exactly(label) });
      }, LONG);
      const region = listNow();
      const edge = region.getBoundingClientRect().right;
      const cutOff = keyColumns.filter(
        (label) =>
          within(region)
            .getByRole('columnheader', { name: exactly(label) })
            .getBoundingClientRect().right >
          edge + 1,
      );
      await expect(cutOff).toEqual([]);
    },
  };
}
