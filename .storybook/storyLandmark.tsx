import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useRef } from 'react';

const ownMain = 'main, [role="main"]';

/**
 * axe's `region` rule (content outside landmarks) runs on every story, as it runs on the portal's pages. A screen
 * story renders its own `main` (the app shell, the blank pages, the checkout, the wizard); a component on its own has
 * none, as it would sit in a page's `main`. The wrapper is that `main` while nothing inside renders one: a lazy screen
 * renders its `main` after the first paint, so the subtree is watched, not looked at once.
 */
export const withStoryLandmark: Decorator = (Story) => <StoryLandmark>{<Story />}</StoryLandmark>;

function StoryLandmark({ children }: { children: React.ReactNode }) {
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = wrapper.current;
    if (!element) return undefined;
    const update = () => {
      const rendersOwnMain = element.querySelector(ownMain) !== null;
      if (rendersOwnMain && element.hasAttribute('role')) element.removeAttribute('role');
      if (!rendersOwnMain && !element.hasAttribute('role')) element.setAttribute('role', 'main');
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={wrapper} data-story-landmark="">
      {children}
    </div>
  );
}
