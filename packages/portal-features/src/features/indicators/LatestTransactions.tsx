import { transactionStatusLabels, type TransactionPage } from '@painel/api-client';
import { Card, DateTime, Money, StatusBadge } from '@painel/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PortalLink } from '../../core/links/PortalLink';
import { transactionStatusTone } from '../../core/money';
import { useMessages } from '../../core/copy/MessagesContext';
import { indicatorsMessages } from './messages';

const LATEST = 5;

/** One line per transaction on a desktop; on a phone the date and status wrap under the name and amount. */
const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    align-items: center;
    padding: ${({ theme }) => `${theme.space.sm} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
  [data-figure] {
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
  [data-meta] {
    grid-column: 1 / -1;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

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
        <List aria-label={m.latest}>
          {items.map((tx) => (
            <li key={tx.id}>
              <PortalLink to={`/dashboard/transactions/preview/${tx.id}`}>{tx.customerName}</PortalLink>
              <span data-figure>
                <Money cents={tx.amount} />
              </span>
              <span data-meta>
                <DateTime value={tx.createdAt} />
                <StatusBadge tone={transactionStatusTone[tx.status]}>{transactionStatusLabels[tx.status]}</StatusBadge>
              </span>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
