import { useRecurrences } from '@painel/api-client/react';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { ToneNotice } from '../../core/money';
import { useCan } from '../../core/runtime/hooks';
import { indicatorsMessages } from './messages';

const FAILING = 'status=incomplete%2Coverdue';

/**
 * Subscriptions whose charges were refused or are overdue, of both kinds, said on the dashboard with a link to
 * them (a merchant asked for this alert: a refused subscription is revenue lost quietly). Nothing when none fail.
 */
export function FailingSubscriptions() {
  const m = useMessages('indicators', indicatorsMessages);
  const can = useCan();
  const allowed = can('view_links', 'ACL');
  const single = useRecurrences(allowed ? { kind: 'single' } : null);
  const reusable = useRecurrences(allowed ? { kind: 'reusable' } : null);
  const failing = { single: single.data?.totals.failing ?? 0, reusable: reusable.data?.totals.failing ?? 0 };
  const count = failing.single + failing.reusable;
  if (count === 0) return null;
  const list = failing.single > 0 ? '/dashboard/recurrences' : '/dashboard/fixed/recurrences';
  return (
    <ToneNotice $tone="danger" role="status">
      <p>{m.failingSubscriptions(count)}</p>
      <PortalLink to={`${list}?${FAILING}`}>{m.seeFailingSubscriptions}</PortalLink>
    </ToneNotice>
  );
}
