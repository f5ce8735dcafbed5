// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, SettledAnnouncement } from './SettledAnnouncement';

let container: HTMLDivElement;
let root: Root;
const said = () => container.querySelector('[aria-live="polite"]')?.textContent;
const show = (text: string) =>
  act(() => {
    root.render(<SettledAnnouncement text={text} />);
  });
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => {
    root.unmount();
  });
  vi.useRealTimers();
});

describe('SettledAnnouncement', () => {
  it('says nothing for what the screen opened with', () => {
    show('Novo total do link: R$ 0,00');
    wait(SETTLE_MS * 2);
    expect(said()).toBe('');
  });

  it('says a figure typed digit by digit once, when the typing pauses', () => {
    show('R$ 0,00');
    const whileTyping: (string | null | undefined)[] = [];
    for (const text of ['R$ 4,00', 'R$ 49,00', 'R$ 499,00', 'R$ 4.990,00']) {
      show(text);
      wait(SETTLE_MS / 3);
      whileTyping.push(said());
    }
    expect(whileTyping).toEqual(['', '', '', '']);
    wait(SETTLE_MS);
    expect(said()).toBe('R$ 4.990,00');
  });

  it('says a change back to the first figure too', () => {
    show('R$ 0,00');
    show('R$ 5,00');
    wait(SETTLE_MS);
    show('R$ 0,00');
    wait(SETTLE_MS);
    expect(said()).toBe('R$ 0,00');
  });
});
