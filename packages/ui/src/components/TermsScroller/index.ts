export { TermsScroller } from './TermsScroller';
export type { TermsScrollerProps } from './TermsScroller';
export { hasReachedEnd, SCROLL_END_TOLERANCE_PX } from './scrollEnd';
export type { ScrollMetrics } from './scrollEnd';
