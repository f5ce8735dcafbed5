import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  changeTransactionListState,
  readTransactionListState,
  writeTransactionListState,
  type TransactionListState,
} from './transactionListState';

/**
 * The transaction list's view, kept in the URL: every change is a new history entry (Back restores the previous
 * filters), and a link or a reload reproduces the view. `today` is São Paulo's, from the portal's clock.
 */
export function useTransactionListState(today: string) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readTransactionListState(search, today), [search, today]);
  const change = useCallback(
    (patch: Partial<TransactionListState>) =>
      setSearch(writeTransactionListState(changeTransactionListState(state, patch))),
    [setSearch, state],
  );
  const replace = useCallback((next: TransactionListState) => setSearch(writeTransactionListState(next)), [setSearch]);
  return { state, change, replace };
}
