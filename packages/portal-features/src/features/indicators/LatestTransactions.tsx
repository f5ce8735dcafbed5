import { transactionStatusLabels, type TransactionPage } from '@painel/api-client';
import { Card, DateTime, Money, StatusBadge } from '@painel/ui';
import type { ReactNode } from 'react';
import { PortalLink } from '../../core/links/PortalLink';
import { FigureTable, transactionStatusTone } from '../../core/money';
import { useMessages } from '../../core/copy/MessagesContext';
import { indicatorsMessages } from './messages';

const LATEST = 5;

/** The period's 5 latest transactions, each leading to its detail. */
export function LatestTransactions({
  page,
  failed,
  seeAll,
}: {
  page: TransactionPage | undefined;
  failed: boolean;
  seeAll: ReactNode;
}) {
  const m = useMessages('indicators', indicatorsMessages);
  const items = page?.items.slice(0, LATEST);
  return (
    <Card title={m.latest} actions={seeAll}>
      {failed ? null : !items ? (
        <p role="status" aria-busy="true">
          –
        </p>
      ) : items.length === 0 ? (
        <p>{m.latestEmpty}</p>
      ) : (
        <FigureTable>
          <table aria-label={m.latest}>
            <tbody>
              {items.map((tx) => (
                <tr key={tx.id}>
                  <th scope="row">
                    <PortalLink to={`/dashboard/transactions/preview/${tx.id}`}>{tx.customerName}</PortalLink>
                  </th>
                  <td>
                    <DateTime value={tx.createdAt} />
                  </td>
                  <td>
                    <StatusBadge tone={transactionStatusTone[tx.status]}>
                      {transactionStatusLabels[tx.status]}
                    </StatusBadge>
                  </td>
                  <td data-figure>
                    <Money cents={tx.amount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </FigureTable>
      )}
    </Card>
  );
}
