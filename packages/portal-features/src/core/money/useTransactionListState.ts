import { useListView } from '../list';
import { transactionListView } from './transactionListState';

/** The transaction list's view in the URL; `today` is São Paulo's, from the portal's clock. */
export const useTransactionListState = (today: string) => useListView(transactionListView, { today });
