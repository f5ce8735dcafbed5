import { type EstablishmentDetail, type EstablishmentStatusAction } from '@painel/api-client';
import { Button, Card, DateTime, DetailList, Money, StatusBadge, type DetailItem } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { BackButton, DetailFrame } from '../../core/detail';
import { ActionRow } from '../../core/money';
import { NavigateButton } from '../../core/links/NavigateButton';
import { PortalLink } from '../../core/links/PortalLink';
import { establishmentPaths } from './establishmentPaths';
import { establishmentStatusTone } from './establishmentTones';
import { establishmentsMessages } from './messages';
import { StatusChangeDialog } from './StatusChangeDialog';
import { useRouteStore } from './useRouteStore';

/** /dashboard/establishments/preview/{id}: what support is asked about a store, and its status changes. */
export function EstablishmentDetailScreen() {
  const { words: d, store: detail } = useRouteStore();
  return (
    <DetailFrame
      back={<BackButton to={establishmentPaths.list}>{d.back}</BackButton>}
      query={detail}
      messages={d}
      title={d.title}
      history={(record) => ({ model: 'Establishment', id: String(record.id) })}
    >
      {(record) => <EstablishmentView record={record} onChanged={(after) => void detail.mutate(after, false)} />}
    </DetailFrame>
  );
}

function EstablishmentView({
  record,
  onChanged,
}: {
  record: EstablishmentDetail;
  onChanged: (after: EstablishmentDetail) => void;
}) {
  const m = useMessages('establishments', establishmentsMessages);
  const d = m.detail;
  const [action, setAction] = useState<EstablishmentStatusAction | null>(null);
  const status: DetailItem[] = [
    {
      term: d.status,
      description: <StatusBadge tone={establishmentStatusTone[record.status]}>{m.statuses[record.status]}</StatusBadge>,
    },
    ...(record.statusReason ? [{ term: d.statusWhy, description: record.statusReason }] : []),
  ];
  const registry: DetailItem[] = [
    { term: d.legalName, description: record.legalName },
    { term: d.document, description: record.document, copyValue: record.document },
    { term: d.owner, description: `${record.owner.name} · ${m.kinds[record.kind]}` },
    ...(record.whiteLabel ? [{ term: d.whiteLabel, description: record.whiteLabel.name }] : []),
    { term: d.mcc, description: `${record.mcc} · ${m.segments[record.mcc]}` },
    { term: d.softDescriptor, description: record.softDescriptor },
    { term: d.createdAt, description: <DateTime value={record.createdAt} /> },
  ];
  const a = record.address;
  const place = [
    {
      term: d.address,
      description: `${a.street}, ${a.number}${a.complement ? ` · ${a.complement}` : ''} · ${a.district}`,
    },
    { term: 'CEP', description: `${a.cep} · ${a.city}/${a.state}` },
    { term: d.contact, description: `${record.contact.name} · ${record.contact.email} · ${record.contact.phone}` },
  ];
  const isStore = record.kind === 'store';
  const moneyLinks = isStore ? (
    <ActionRow>
      <PortalLink to={`/dashboard/transactions?lojista=${record.owner.companyId}`}>{d.seeTransactions}</PortalLink>
      <PortalLink to={`/dashboard/BankingActivity?lojista=${record.owner.companyId}&loja=${record.id}`}>
        {d.seeStatement}
      </PortalLink>
    </ActionRow>
  ) : null;
  return (
    <>
      <Card title={record.tradeName}>
        <DetailList items={status} />
        {record.statusActions.length > 0 ? (
          <ActionRow role="group" aria-label={d.actions}>
            {record.statusActions.map((candidate) => (
              <Button
                key={candidate}
                variant={candidate === 'reactivate' ? 'primary' : 'secondary'}
                onClick={() => setAction(candidate)}
              >
                {m.actions[candidate].label}
              </Button>
            ))}
          </ActionRow>
        ) : (
          isStore && !record.canEdit && <p>{d.noActions}</p>
        )}
        {record.canEdit && (
          <ActionRow>
            <NavigateButton to={establishmentPaths.edit(record.id)} variant="secondary">
              {d.edit}
            </NavigateButton>
          </ActionRow>
        )}
      </Card>
      <Card title={d.figures}>
        <DetailList
          items={[
            { term: d.volume, description: <Money cents={record.volume30d} /> },
            ...(record.balance !== null ? [{ term: d.balance, description: <Money cents={record.balance} /> }] : []),
            { term: d.terminals, description: String(record.activeTerminals) },
            { term: d.lastSale, description: record.lastSaleAt ? <DateTime value={record.lastSaleAt} /> : '—' },
          ]}
        />
        {moneyLinks}
      </Card>
      {(
        [
          [d.registry, registry],
          [d.address, place],
          [d.plan(record.plan.name), record.plan.rates.map((rate) => ({ term: rate.label, description: rate.rate }))],
        ] as const
      ).map(([title, items]) => (
        <Card key={title} title={title}>
          <DetailList items={items} />
        </Card>
      ))}
      <Card title={d.bank}>
        {record.bankAccount ? (
          <DetailList
            items={[
              {
                term: d.bank,
                description: d.bankLine(
                  `${record.bankAccount.bankCode} · ${record.bankAccount.bankName}`,
                  record.bankAccount.branch,
                  record.bankAccount.account,
                ),
              },
              { term: d.holder, description: record.bankAccount.holder },
            ]}
          />
        ) : (
          <p>{d.noBank}</p>
        )}
        {record.pendingBankAccount && (
          <p>{d.bankPending(record.pendingBankAccount.bankName, record.pendingBankAccount.account)}</p>
        )}
      </Card>
      <Card title={isStore ? d.storesOfOwner : d.storesOfWhiteLabel}>
        <ul>
          {record.stores.map((store) => (
            <li key={store.id}>
              <PortalLink to={establishmentPaths.preview(store.id)}>{store.tradeName}</PortalLink> ·{' '}
              {m.statuses[store.status]}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={d.statusHistory}>
        {record.statusHistory.length ? (
          <DetailList
            items={[...record.statusHistory].reverse().map((change) => ({
              term: m.statuses[change.status],
              description: (
                <>
                  <DateTime value={change.at} /> {change.by ? d.by(change.by.name) : ''} · {change.reason}
                </>
              ),
            }))}
          />
        ) : (
          <p>{d.noStatusHistory}</p>
        )}
      </Card>
      {action && (
        <StatusChangeDialog
          establishment={record}
          action={action}
          onClose={() => setAction(null)}
          onChanged={(after) => {
            setAction(null);
            onChanged(after);
          }}
        />
      )}
    </>
  );
}
