import {
  recurrenceCycleLabels,
  recurrenceStatusLabels,
  type Recurrence,
  type RecurrenceDetail,
} from '@painel/api-client';
import { Button, Card, DetailList, StatusBadge, formatDate, formatMoney, type DataColumn } from '@painel/ui';
import { useId } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ActionRow, NotifyingConfirm, ShareAddress } from '../../core/money';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { recurrenceDetailMessages, recurrencesMessages } from './messages';
import { RecurrenceTable, statusColumn } from './RecurrenceTable';
import { recurrenceStatusTone } from './recurrenceTones';
import { LinkSection } from './styles';

/** The plan's public address, to copy, show as a QR code, or send. */
function SubscribeLink({ plan }: { plan: Recurrence }) {
  const d = useMessages('recurrences', recurrenceDetailMessages);
  const { href } = usePortalLink();
  const url = `${window.location.origin}${href(plan.plan?.checkoutPath ?? '')}`;
  const headingId = useId();
  return (
    <LinkSection aria-labelledby={headingId}>
      <h3 id={headingId}>{d.subscribeLink}</h3>
      <ShareAddress url={url} messages={{ ...d, qrTitle: d.qrTitle(plan.description) }} />
    </LinkSection>
  );
}

/**
 * An Anônimo recurrence: a plan whose link anyone pays to subscribe. Its link and figures, the subscriptions made
 * on it (each with its own charges and actions), and ending it (the link stops; the subscriptions go on).
 */
export function PlanView({ detail, onChanged }: { detail: RecurrenceDetail; onChanged: () => void }) {
  const d = useMessages('recurrences', recurrenceDetailMessages);
  const m = useMessages('recurrences', recurrencesMessages);
  const api = useApi();
  const { recurrence: plan, subscribers } = detail;
  const columns: DataColumn<Recurrence>[] = [
    {
      id: 'customer',
      label: m.columns.customer,
      cell: (r) => r.customer?.name ?? m.anonymousCustomer,
      hideable: false,
    },
    { id: 'since', label: d.firstDueDate, cell: (r) => formatDate(r.firstDueDate) },
    {
      id: 'nextCharge',
      label: m.columns.nextCharge,
      cell: (r) => (r.nextCharge ? formatDate(r.nextCharge.dueDate) : m.noNextCharge),
    },
    statusColumn(m.columns.status),
    {
      id: 'failed',
      label: m.columns.failed,
      cell: (r) =>
        r.failedCharges > 0 ? <StatusBadge tone="danger">{m.failedCount(r.failedCharges)}</StatusBadge> : '0',
    },
  ];
  return (
    <>
      <Card
        title={plan.description}
        actions={
          <StatusBadge tone={recurrenceStatusTone[plan.status]}>{recurrenceStatusLabels[plan.status]}</StatusBadge>
        }
      >
        <DetailList
          items={[
            { term: d.amount, description: formatMoney(plan.amount) },
            { term: d.cycle, description: recurrenceCycleLabels[plan.cycle] },
            { term: d.method, description: m.methods[plan.method] },
            {
              term: d.subscribers,
              description: m.subscribersOf(plan.plan?.activeSubscribers ?? 0, plan.plan?.subscribers ?? 0),
            },
          ]}
        />
        {plan.status !== 'canceled' && (
          <>
            <SubscribeLink plan={plan} />
            <ActionRow>
              <NotifyingConfirm
                title={d.actions.endPlanTitle}
                description={d.actions.endPlanText}
                confirmLabel={d.actions.endPlan}
                cancelLabel={d.actions.keep}
                tone="danger"
                trigger={
                  <Button variant="danger" size="sm">
                    {d.actions.endPlan}
                  </Button>
                }
                run={() => api.cancelRecurrence(plan.id)}
                doneTitle={d.actions.planEnded}
                failed={d.actions.failed}
                onDone={() => onChanged()}
              />
            </ActionRow>
          </>
        )}
      </Card>
      <Card title={d.subscribers}>
        <RecurrenceTable
          label={d.subscribersTable}
          columns={columns}
          rows={subscribers}
          linkLabel={(r) => r.customer?.name ?? m.anonymousCustomer}
          empty={d.noSubscribers}
        />
      </Card>
    </>
  );
}
