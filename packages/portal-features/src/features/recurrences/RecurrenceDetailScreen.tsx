import {
  cardBrandLabels,
  recurrenceCycleLabels,
  recurrenceStatusLabels,
  type RecurrenceChargeView,
  type RecurrenceDetail,
} from '@painel/api-client';
import { NO_RETRY_CODES } from '@painel/api-client/money';
import { useRecurrence } from '@painel/api-client/react';
import { Card, DateTime, DetailList, StatusBadge, formatDate, formatMoney } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { BackButton, DetailFrame } from '../../core/detail';
import { FigureTable, ToneNotice } from '../../core/money';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useRouteParams } from '../../core/routing/useRouteParams';
import { recurrenceDetailMessages, recurrencesMessages } from './messages';
import { PlanView } from './PlanView';
import { RecurrenceActions } from './RecurrenceActions';
import { recurrenceKindOfPath, recurrencePaths, recurrencePreviewPath } from './recurrencePaths';
import { chargeStatusTone, recurrenceStatusTone } from './recurrenceTones';

/** What happened to a charge, in a sentence: paid when, why refused and when it is tried again, or waiting. */
function chargeDetail(charge: RecurrenceChargeView, d: typeof recurrenceDetailMessages) {
  const reason = charge.refusalMessage ?? '';
  switch (charge.status) {
    case 'paid':
      return charge.paidOn ? d.paidOn(formatDate(charge.paidOn)) : '';
    case 'retrying':
      return charge.retryOn ? d.retryOn(formatDate(charge.retryOn), reason) : reason;
    case 'failed':
      return NO_RETRY_CODES.includes(charge.refusalCode ?? '') ? d.refused(reason) : d.refusedFinal(reason);
    case 'overdue':
      return d.overdue;
    case 'awaiting':
      return d.awaiting;
    default:
      return d.next;
  }
}

function RecurrenceView({ detail, onChanged }: { detail: RecurrenceDetail; onChanged: () => void }) {
  const d = useMessages('recurrences', recurrenceDetailMessages);
  const m = useMessages('recurrences', recurrencesMessages);
  const { recurrence: r, charges } = detail;
  const c = d.columns;
  return (
    <>
      {r.failedCharges > 0 && r.status !== 'canceled' && (
        <ToneNotice $tone="danger" role="status">
          <p>{d.failingAlert(r.failedCharges)}</p>
        </ToneNotice>
      )}
      <Card
        title={r.description}
        actions={<StatusBadge tone={recurrenceStatusTone[r.status]}>{recurrenceStatusLabels[r.status]}</StatusBadge>}
      >
        <DetailList
          items={[
            ...(r.planId
              ? [
                  {
                    term: d.plan,
                    description: (
                      <PortalLink to={recurrencePreviewPath('reusable', r.planId)}>{r.description}</PortalLink>
                    ),
                  },
                ]
              : []),
            {
              term: d.customer,
              description: r.customer ? `${r.customer.name} · ${r.customer.email}` : m.anonymousCustomer,
            },
            { term: d.amount, description: formatMoney(r.amount) },
            { term: d.cycle, description: recurrenceCycleLabels[r.cycle] },
            { term: d.method, description: m.methods[r.method] },
            ...(r.card ? [{ term: d.card, description: d.cardOf(cardBrandLabels[r.card.brand], r.card.last4) }] : []),
            { term: d.firstDueDate, description: formatDate(r.firstDueDate) },
            {
              term: d.nextCharge,
              description: r.nextCharge
                ? d.nextChargeOf(formatDate(r.nextCharge.dueDate), formatMoney(r.nextCharge.amount))
                : d.none,
            },
            { term: d.paidCharges, description: String(r.paidCharges) },
            { term: d.createdAt, description: <DateTime value={r.createdAt} /> },
          ]}
        />
        <RecurrenceActions recurrence={r} onChanged={onChanged} />
      </Card>
      <Card title={d.charges}>
        {charges.length === 0 ? (
          <p>{r.status === 'paused' ? d.noCharges.paused : d.noCharges.canceled}</p>
        ) : (
          <FigureTable label={d.chargesTable}>
            <table>
              <thead>
                <tr>
                  <th scope="col">{c.cycle}</th>
                  <th scope="col">{c.dueDate}</th>
                  <th scope="col" data-figure>
                    {c.amount}
                  </th>
                  <th scope="col">{c.status}</th>
                  <th scope="col" data-figure>
                    {c.attempts}
                  </th>
                  <th scope="col">{c.detail}</th>
                  <th scope="col">{c.sale}</th>
                </tr>
              </thead>
              <tbody>
                {charges.map((charge) => (
                  <tr key={charge.cycle}>
                    <th scope="row">{charge.cycle}</th>
                    <td>{formatDate(charge.dueDate)}</td>
                    <td data-figure>{formatMoney(charge.amount)}</td>
                    <td>
                      <StatusBadge tone={chargeStatusTone[charge.status]}>
                        {m.chargeStatuses[charge.status]}
                      </StatusBadge>
                    </td>
                    <td data-figure>{charge.attempts}</td>
                    <td>{chargeDetail(charge, d)}</td>
                    <td>
                      {charge.saleId && (
                        <PortalLink to={`/dashboard/transactions/preview/${charge.saleId}`}>{charge.saleId}</PortalLink>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </FigureTable>
        )}
      </Card>
    </>
  );
}

/** /dashboard/recurrences/preview/{id} and the anonymous one: a subscription, each charge so far, the next. */
export function RecurrenceDetailScreen() {
  const d = useMessages('recurrences', recurrenceDetailMessages);
  const route = useCurrentRoute();
  const kind = recurrenceKindOfPath(route.path);
  const { id = '' } = useRouteParams();
  const detail = useRecurrence(id);
  return (
    <DetailFrame
      back={<BackButton to={recurrencePaths[kind].list}>{d.back}</BackButton>}
      query={detail}
      messages={d}
      title={d.facts}
      history={(data) => ({ model: 'Recurrence', id: data.recurrence.id })}
    >
      {(data) =>
        data.recurrence.plan ? (
          <PlanView detail={data} onChanged={() => void detail.mutate()} />
        ) : (
          <RecurrenceView detail={data} onChanged={() => void detail.mutate()} />
        )
      }
    </DetailFrame>
  );
}
