import { expect, waitFor } from 'storybook/test';

// CI runs the stories two at a time on two shared cores: a lazy screen and its first answers can take many seconds.
export const LONG = { timeout: 60_000 };

// An element can be in the page before it shows (a list still fading in its rows): wait for what a person would see.
export const visible = (element: HTMLElement) => waitFor(() => expect(element).toBeVisible(), LONG);
