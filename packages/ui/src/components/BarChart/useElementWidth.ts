import { useEffect, useState, type RefObject } from 'react';

export interface ElementBox {
  width: number;
  /**
   * The reader's text size against the browser's default 16 px (2 at 200 % text): the chart's margins and label
   * spacing grow with its labels. Read with each resize, which a change of text size also brings about.
   */
  textScale: number;
}

/** The width of an element and the text scale, following resizes (the chart redraws to fit). */
export function useElementWidth(ref: RefObject<HTMLElement | null>, initial = 640): ElementBox {
  const [box, setBox] = useState<ElementBox>({ width: initial, textScale: 1 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = (width: number) => {
      const root = parseFloat(getComputedStyle(document.documentElement).fontSize);
      setBox({ width: Math.max(240, Math.floor(width)), textScale: root > 0 ? root / 16 : 1 });
    };
    // At once, so the first drawing already has the reader's text size; then at every resize.
    measure(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
