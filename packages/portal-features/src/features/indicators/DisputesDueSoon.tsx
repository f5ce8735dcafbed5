import type { DisputeSummary } from '@painel/api-client';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { ToneNotice } from '../../core/money';
import { dueSoonMessages } from './dueSoonMessages';

/**
 * Disputes close to their deadline, said on the dashboard before the merchant opens the disputes screen (issue 30 §2:
 * alerts at 48 and 24 hours; the sandbox also e-mails them). Nothing when none is that close.
 */
export function DisputesDueSoon({ summary }: { summary: DisputeSummary | undefined }) {
  const m = useMessages('indicators', dueSoonMessages);
  const within24 = summary?.dueIn24h ?? 0;
  const within48 = summary?.dueIn48h ?? 0;
  if (within48 === 0) return null;
  return (
    <ToneNotice $tone={within24 > 0 ? 'danger' : 'warning'} role="status">
      <p>{within24 > 0 ? m.disputesDue(within24, 24) : m.disputesDue(within48, 48)}</p>
      <PortalLink to="/dashboard/transfers/chargebacks">{m.answerDisputes}</PortalLink>
    </ToneNotice>
  );
}
