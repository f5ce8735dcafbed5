import { Card, DetailList } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { MoneyStack } from '../../core/money';
import { establishmentsMessages } from './messages';
import type { NewStoreValues } from './newStoreForm';

/** Everything the wizard will send, by step, as the person typed it: the last look before creating. */
export function NewStoreReview({ values, whiteLabelName }: { values: NewStoreValues; whiteLabelName: string | null }) {
  const words = useMessages('establishments', establishmentsMessages);
  const m = words.create;
  const store = values.kind === 'store';
  const { address, contact, bank } = values;
  const segment = words.segments[values.mcc as keyof typeof words.segments];
  return (
    <MoneyStack>
      <p>{m.reviewIntro}</p>
      <Card title={m.steps.registry}>
        <DetailList
          items={[
            { term: m.reviewKind, description: store ? m.reviewStore : m.reviewWhiteLabel },
            ...(store && whiteLabelName ? [{ term: m.whiteLabel, description: whiteLabelName }] : []),
            { term: m.document, description: values.document },
            { term: m.legalName, description: values.registry?.legalName ?? '—' },
            { term: m.tradeName, description: values.tradeName.trim() },
            { term: m.mcc, description: `${values.mcc} · ${segment ?? ''}` },
          ]}
        />
      </Card>
      <Card title={m.steps.address}>
        <DetailList
          items={[
            { term: m.street, description: m.addressLine(address.street, address.number, address.complement) },
            { term: m.city, description: m.placeLine(address.district, address.city, address.state, address.cep) },
            { term: m.steps.contact, description: m.contactLine(contact.name, contact.email, contact.phone) },
          ]}
        />
      </Card>
      {store ? (
        <Card title={m.steps.bank}>
          <DetailList
            items={[
              {
                term: m.bank,
                description: m.bankLine(
                  `${bank.bankCode} · ${values.bankName}`,
                  bank.agencyDigit ? `${bank.agency}-${bank.agencyDigit}` : bank.agency,
                  `${bank.account}-${bank.accountDigit}`,
                ),
              },
              { term: m.accountType, description: m.accountTypes[bank.accountType] },
              { term: m.holder, description: m.holderIs(values.document) },
              { term: m.plan, description: m.planName },
              {
                term: m.reviewChannels,
                description: values.channels.map((channel) => m.channelNames[channel]).join(', '),
              },
            ]}
          />
        </Card>
      ) : (
        <p role="note">{m.whiteLabelNoBank}</p>
      )}
    </MoneyStack>
  );
}
