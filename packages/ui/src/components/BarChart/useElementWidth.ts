import { useEffect, useState, type RefObject } from 'react';

/** The width of an element, following resizes (the chart redraws to fit a phone or a wide screen). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial = 640): number {
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.floor(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

const DEFAULT_FONT_SIZE = 16;

/**
 * The reader's text size against the browser's default (2 at 200 % text): the chart's margins and label spacing grow
 * with its labels. Read again on a resize, which a change of text size also brings about in the chart's box.
 */
export function useTextScale(ref: RefObject<HTMLElement | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = () => {
      const rootSize = Number.parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize);
      setScale(Number.isFinite(rootSize) && rootSize > 0 ? rootSize / DEFAULT_FONT_SIZE : 1);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return scale;
}
