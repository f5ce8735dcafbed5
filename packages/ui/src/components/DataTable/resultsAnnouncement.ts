import type { dataMessages } from '../../messages/data';

type Words = Pick<typeof dataMessages, 'sortedBy' | 'results' | 'page'>;

export interface ResultsState {
  total: number;
  page: number;
  pageCount: number;
  /** Present once a person chose the order with a column's header. */
  sortedBy?: { label: string; direction: 'asc' | 'desc' };
}

/**
 * What the table's polite region says when rows arrive: the order (after a sort), how many results, which page.
 * The region is emptied while loading, so a filter, a search, a sort or a page change are each said once.
 */
export function resultsAnnouncement(words: Words, { total, page, pageCount, sortedBy }: ResultsState): string {
  const parts = [words.results(total), words.page(page, pageCount)];
  if (sortedBy) parts.unshift(words.sortedBy(sortedBy.label, sortedBy.direction));
  return `${parts.join('. ')}.`;
}
