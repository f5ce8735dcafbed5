import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many of a row's items fit in one line, leaving room for a last "more" item when some do not. `measure` holds
 * every item laid out at its natural width, then the "more" item; the row is re-fitted when either changes size
 * (a resized window, a font that arrives, a brand's larger text).
 */
export function useFittingCount(
  row: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  total: number,
): number {
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (!rowElement || !measureElement) return;
    const fit = () => {
      const widths = Array.from(measureElement.children, (child) => child.getBoundingClientRect().width);
      const moreWidth = widths.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(rowElement).columnGap) || 0;
      const available = rowElement.clientWidth;
      const whole = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
      if (whole <= available) return setCount(widths.length);
      let used = 0;
      let fitting = 0;
      for (const width of widths) {
        const next = used + (fitting > 0 ? gap : 0) + width;
        if (next + gap + moreWidth > available) break;
        used = next;
        fitting += 1;
      }
      setCount(fitting);
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(rowElement);
    observer.observe(measureElement);
    return () => observer.disconnect();
  }, [row, measure, total]);
  return Math.min(count, total);
}
