import { useApprovals } from '@painel/api-client/react';
import { Badge, VisuallyHidden } from '@painel/ui';
import { useMessages } from '../core/copy/MessagesContext';
import { approvalsMenuMessages } from './approvalsMenuMessages';

/**
 * The count beside Aprovações in the menu: the requests waiting for the person, said in words to screen readers
 * ("2 pedidos aguardando você"); nothing while none waits. Its own file, loaded only for a menu that holds the item.
 */
export default function ApprovalsCount() {
  const m = useMessages('approvals', approvalsMenuMessages);
  const waiting = useApprovals('waiting').data?.waiting ?? 0;
  if (waiting === 0) return null;
  return (
    <Badge tone="warning">
      <span aria-hidden="true">{waiting}</span>
      <VisuallyHidden>{m.menuCount(waiting)}</VisuallyHidden>
    </Badge>
  );
}
