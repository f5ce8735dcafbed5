import type { BalancesResult } from '@painel/api-client';
import { StatCard, formatDate, formatMoney } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { FigureGrid, SectionTitle } from '../../core/money';
import { bankingActivityMessages } from './messages';

export interface BalanceCardsProps {
  balances: BalancesResult | undefined;
  loading: boolean;
}

/** Today's four balances, each hold with its reason, amount and expected release. */
export function BalanceCards({ balances, loading }: BalanceCardsProps) {
  const m = useMessages('bankingActivity', bankingActivityMessages);
  const b = m.balances;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatMoney(value));
  const negative = balances !== undefined && balances.available < 0;
  return (
    <FigureGrid $explained aria-labelledby="extrato-saldos">
      <SectionTitle id="extrato-saldos">{m.balancesLabel}</SectionTitle>
      <StatCard
        label={b.available}
        loading={loading}
        value={figure(balances?.available)}
        detail={negative ? <strong role="note">{b.negative}</strong> : b.availableDetail}
        link={<PortalLink to="/dashboard/transfers">{b.transfer}</PortalLink>}
      />
      <StatCard
        label={b.blocked}
        loading={loading}
        value={figure(balances?.blocked)}
        detail={
          balances && balances.blocks.length ? (
            <ul>
              {balances.blocks.map((block) => (
                <li key={`${block.reason}-${block.transactionId ?? block.releaseDate}`}>
                  {b.blockLine(m.blockReasons[block.reason], formatMoney(block.amount), formatDate(block.releaseDate))}
                </li>
              ))}
            </ul>
          ) : (
            b.noBlocks
          )
        }
      />
      <StatCard
        label={b.receivable}
        loading={loading}
        value={figure(balances?.receivable)}
        detail={balances ? b.receivableDetail(formatMoney(balances.receivableNext30Days)) : undefined}
        link={<PortalLink to="/dashboard/anticipations">{b.anticipate}</PortalLink>}
      />
      <StatCard
        label={b.processing}
        loading={loading}
        value={figure(balances?.processing)}
        detail={b.processingDetail}
      />
    </FigureGrid>
  );
}
