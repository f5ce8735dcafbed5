import type { TransactionDetail } from '../../endpoints/money';
import type { SandboxDb } from '../db';
import type { MoneyHistory } from './history';

/**
 * The payment link or subscription a sale came from, named as the merchant named it, so the sale's detail links
 * back to it (the link's and the subscription's pages already list their sales). Null for a sale of the history.
 */
export function saleOriginOf(
  h: MoneyHistory,
  db: SandboxDb,
  row: number,
): NonNullable<TransactionDetail['origin']> | null {
  const origin = h.userSaleRows.get(row)?.origin;
  if (!origin) return null;
  if (origin.kind === 'link') {
    const link = db.read().paymentLinks.find((l) => l.id === origin.id);
    return link ? { kind: 'link', id: link.id, name: link.name, listKind: link.kind } : null;
  }
  const recurrence = db.read().recurrences.find((r) => r.id === origin.id);
  return recurrence
    ? { kind: 'recurrence', id: recurrence.id, name: recurrence.description, listKind: recurrence.kind }
    : null;
}
