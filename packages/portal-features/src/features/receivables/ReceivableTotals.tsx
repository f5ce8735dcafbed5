import type { ReceivableSchedule } from '@painel/api-client';
import { StatCard, formatInteger, formatMoney } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { FigureGrid, SectionTitle } from '../../core/money';
import { receivablesMessages } from './messages';

/**
 * What the filters keep (or, on a detail, the day or the sale holds), in four figures: how many installments,
 * gross, fees (MDR and anticipation) and net.
 */
export function ReceivableTotals({
  totals,
  of = 'filter',
}: {
  totals: ReceivableSchedule['totals'] | undefined;
  of?: keyof typeof receivablesMessages.totalsOf;
}) {
  const m = useMessages('receivables', receivablesMessages);
  const loading = totals === undefined;
  const figure = (value: number | undefined, format: (v: number) => string) =>
    value === undefined ? '–' : format(value);
  return (
    <FigureGrid aria-labelledby="recebiveis-totais">
      <SectionTitle id="recebiveis-totais">{m.totalsOf[of]}</SectionTitle>
      <StatCard label={m.totals.count} loading={loading} value={figure(totals?.count, formatInteger)} />
      <StatCard label={m.totals.gross} loading={loading} value={figure(totals?.gross, formatMoney)} />
      <StatCard
        label={m.totals.fees}
        loading={loading}
        value={figure(totals && -(totals.mdr + totals.anticipationFee), formatMoney)}
      />
      <StatCard label={m.totals.net} loading={loading} value={figure(totals?.net, formatMoney)} />
    </FigureGrid>
  );
}
