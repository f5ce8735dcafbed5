import { approvalBoxes, type ApprovalBox } from '@painel/api-client';
import { useApprovals } from '@painel/api-client/react';
import { Card, Tabs } from '@painel/ui';
import { QueryState } from '../../core/page/QueryState';
import { useMessages } from '../../core/copy/MessagesContext';
import { useUrlParam } from '../../core/list';
import { MoneyStack } from '../../core/money';
import { ApprovalCard } from './ApprovalCard';
import { approvalsMessages } from './messages';

const boxOf = (value: string | null): ApprovalBox =>
  (approvalBoxes as readonly string[]).includes(value ?? '') ? (value as ApprovalBox) : 'waiting';

function ApprovalBoxView({ box }: { box: ApprovalBox }) {
  const m = useMessages('approvals', approvalsMessages);
  const query = useApprovals(box);
  return (
    <QueryState query={query} messages={m}>
      {({ items, confirmWith }) => (
        <MoneyStack>
          {items.length === 0 ? (
            <Card>
              <p role="status">{m.empty[box]}</p>
            </Card>
          ) : (
            items.map((request) => (
              <ApprovalCard
                key={request.id}
                request={request}
                confirmWith={confirmWith}
                onDecided={() => void query.mutate()}
              />
            ))
          )}
        </MoneyStack>
      )}
    </QueryState>
  );
}
/**
 * /dashboard/approvals (Aprovações, under Sistema; an addition to spec 2.6 and 2.7): the requests waiting for the
 * viewer, those they made and the decided ones, each in the address (`?caixa=`).
 */
export function ApprovalsScreen() {
  const m = useMessages('approvals', approvalsMessages);
  const [chosen, setChosen] = useUrlParam('caixa');
  const box = boxOf(chosen);
  const waiting = useApprovals('waiting');
  const count = waiting.data?.waiting;
  return (
    <MoneyStack>
      <p>{m.intro}</p>
      <Tabs
        label={m.boxLabel}
        value={box}
        onValueChange={(value) => setChosen(value === 'waiting' ? null : value)}
        items={approvalBoxes.map((value) => ({
          value,
          label: value === 'waiting' && count ? `${m.boxes.waiting} (${count})` : m.boxes[value],
          content: value === box ? <ApprovalBoxView box={value} /> : null,
        }))}
      />
    </MoneyStack>
  );
}
