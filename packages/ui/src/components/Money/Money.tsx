import { styled } from 'styled-components';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../format/format';

const Figure = styled.span<{ $negative: boolean }>`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $negative }) => ($negative ? theme.color.danger.text : 'inherit')};
`;

export interface MoneyProps {
  /** Integer centavos. */
  cents: number;
  /** Shows negatives in the danger colour (statements); the minus sign is always there. */
  highlightNegative?: boolean;
}

/** An amount in reais with tabular figures, so columns of money line up. */
export function Money({ cents, highlightNegative = false }: MoneyProps) {
  return (
    <Figure data-component="Money" $negative={highlightNegative && cents < 0}>
      {formatMoney(cents)}
    </Figure>
  );
}

/** A rate from basis points ('2,49%'). */
export function Percent({ basisPoints }: { basisPoints: number }) {
  return <Figure $negative={false}>{formatPercent(basisPoints)}</Figure>;
}

export interface DateTimeProps {
  /** An ISO instant, or a civil date 'YYYY-MM-DD'. */
  value: string;
  /** 'date' shows dd/mm/aaaa; 'dateTime' adds hh:mm (São Paulo). */
  show?: 'date' | 'dateTime';
}

/** A date in São Paulo as people read it, with the machine value in `<time dateTime>`. */
export function DateTime({ value, show = 'dateTime' }: DateTimeProps) {
  return (
    <time dateTime={value} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {show === 'date' ? formatDate(value) : formatDateTime(value)}
    </time>
  );
}
