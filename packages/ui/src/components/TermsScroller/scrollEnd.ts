/** Scrolled to within this many pixels of the end counts as read to the end (spec 9). */
export const SCROLL_END_TOLERANCE_PX = 10;

export interface ScrollMetrics {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** True at the end, and at once when the content is no taller than the box. */
export function hasReachedEnd(
  { scrollTop, scrollHeight, clientHeight }: ScrollMetrics,
  tolerance = SCROLL_END_TOLERANCE_PX,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= tolerance;
}
