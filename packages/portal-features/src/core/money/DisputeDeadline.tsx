import { disputeUrgency, formatTimeLeft, type DisputeUrgency } from '@painel/api-client/money';
import { StatusBadge, formatDateTime, type BadgeTone } from '@painel/ui';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { useMessages } from '../copy/MessagesContext';
import { usePortalClock } from '../runtime/hooks';
import { moneyMessages } from './messages';

const Stack = styled.span`
  display: inline-grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;

  small {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

export const disputeUrgencyTone: Record<DisputeUrgency, BadgeTone> = {
  calm: 'info',
  h48: 'warning',
  h24: 'warning',
  h6: 'danger',
  expired: 'neutral',
};

/**
 * A dispute's deadline counting down by the portal's clock (a tick a minute), with the alert it has reached: 48,
 * 24 or 6 hours left, each in its own tone and words, so it is not told by colour alone.
 */
export function DisputeDeadline({ deadline }: { deadline: string }) {
  const m = useMessages('money', moneyMessages).deadline;
  const clock = usePortalClock();
  const [now, setNow] = useState(() => clock().getTime());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock().getTime()), 60_000);
    return () => clearInterval(timer);
  }, [clock]);
  const { urgency, msLeft } = disputeUrgency(Date.parse(deadline), now);
  const alert = m.alert[urgency];
  return (
    <Stack data-urgency={urgency}>
      <StatusBadge tone={disputeUrgencyTone[urgency]}>
        {urgency === 'expired' ? m.passed : m.left(formatTimeLeft(msLeft))}
        {alert ? ` · ${alert}` : ''}
      </StatusBadge>
      <small>{m.until(formatDateTime(deadline))}</small>
    </Stack>
  );
}
