import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { formatPercent } from '../../format/format';
import { useUiMessageGroup } from '../../messages';
import { dataMessages } from '../../messages/data';

const Root = styled.section`
  container-type: inline-size;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.outline.card};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.card};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

/** Shrinks with the card (container units), so 'R$ 1.052.409,88' stays on one line in a narrow column. */
const Value = styled.p`
  margin: 0;
  font-size: clamp(1rem, 11cqi, ${({ theme }) => theme.fontSize.xl});
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Change = styled.p<{ $tone: 'success' | 'danger' | 'neutral' }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.text.muted : theme.color[$tone].text)};

  strong {
    font-variant-numeric: tabular-nums;
  }
`;

const Detail = styled.div`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.text.muted};
`;

export interface StatCardProps {
  label: string;
  /** The figure, already formatted ('R$ 1.234,56'); '–' while loading, never a stale number. */
  value: ReactNode;
  /** Change from the previous period in basis points; null when there is nothing to compare with. */
  change?: number | null;
  /**
   * 'relative' (default): the change is a share of the previous figure ('Aumento de 12,50%'). 'points': the figure is
   * itself a rate and the change its difference in percentage points ('Queda de 0,14 p.p.').
   */
  changeKind?: 'relative' | 'points';
  /** Whether a rise is good news (volume) or bad (refusals, chargebacks): it picks the colour. */
  goodWhen?: 'up' | 'down';
  /** A line under the figure ('Prazo mais próximo: 28/11/2026'). */
  detail?: ReactNode;
  /** A link to the list behind the figure, with the same filters. */
  link?: ReactNode;
  loading?: boolean;
}

/** One key figure, compared with the previous period, leading to the list it sums. */
export function StatCard({
  label,
  value,
  change,
  changeKind = 'relative',
  goodWhen = 'up',
  detail,
  link,
  loading = false,
}: StatCardProps) {
  const messages = useUiMessageGroup('data', dataMessages);
  const headingId = useId();
  const tone = change == null || change === 0 ? 'neutral' : change > 0 === (goodWhen === 'up') ? 'success' : 'danger';
  return (
    <Root data-component="StatCard" aria-labelledby={headingId} aria-busy={loading}>
      <h3 id={headingId}>{label}</h3>
      <Value>{loading ? '–' : value}</Value>
      {change !== undefined && !loading && (
        <Change $tone={tone}>
          {change === null ? (
            messages.noComparison
          ) : (
            <>
              <span aria-hidden="true">{change > 0 ? '▲ ' : change < 0 ? '▼ ' : ''}</span>
              <strong>
                {change > 0 ? `${messages.increase} de ` : change < 0 ? `${messages.decrease} de ` : ''}
                {changeKind === 'points'
                  ? messages.percentagePoints(formatPercent(Math.abs(change)).replace('%', ''))
                  : formatPercent(Math.abs(change))}
              </strong>{' '}
              {messages.comparedWith}
            </>
          )}
        </Change>
      )}
      {detail && !loading && <Detail>{detail}</Detail>}
      {link}
    </Root>
  );
}
