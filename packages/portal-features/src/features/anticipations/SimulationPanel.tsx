import type { AnticipationSimulation } from '@painel/api-client';
import { Button, Card, DetailList, formatDate, formatMoney, formatPercent } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { FigureTable } from '../../core/money';
import { ButtonRow } from '../../core/page/ButtonRow';
import { Details } from './styles';
import { anticipationsMessages } from './messages';

const timeOf = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );

export interface SimulationPanelProps {
  simulation: AnticipationSimulation;
  expired: boolean;
  onAgain: () => void;
  /** The confirmation dialog's trigger (absent while expired). */
  confirm: React.ReactNode;
}

/** A simulation's figures (net, fee as R$, % a.m. and % of the value, what is credited and when) and its lines. */
export function SimulationPanel({ simulation: s, expired, onAgain, confirm }: SimulationPanelProps) {
  const m = useMessages('anticipations', anticipationsMessages).simulation;
  return (
    <Card title={m.title}>
      <DetailList
        items={[
          { term: m.count, description: String(s.count) },
          { term: m.net, description: formatMoney(s.net) },
          {
            term: m.fee,
            description: `${formatMoney(s.fee)} (${m.feeDetail(formatPercent(s.monthlyRate), formatPercent(s.feeRate), s.averageDays)})`,
          },
          { term: m.credited, description: formatMoney(s.credited) },
          { term: m.creditDate, description: formatDate(s.creditDate) },
        ]}
      />
      {expired ? (
        <>
          <p role="alert">{m.expired}</p>
          <ButtonRow>
            <Button variant="secondary" onClick={onAgain}>
              {m.again}
            </Button>
          </ButtonRow>
        </>
      ) : (
        <>
          <p>{m.validUntil(timeOf(s.expiresAt))}</p>
          <ButtonRow>{confirm}</ButtonRow>
        </>
      )}
      <Details>
        <summary>{m.showItems(s.count)}</summary>
        {s.items.length < s.count && <p>{m.itemsMore(s.items.length, s.count)}</p>}
        <FigureTable label={m.items}>
          <table>
            <thead>
              <tr>
                <th scope="col">{m.columns.sale}</th>
                <th scope="col">{m.columns.installment}</th>
                <th scope="col">{m.columns.original}</th>
                <th scope="col" data-figure>
                  {m.columns.days}
                </th>
                <th scope="col" data-figure>
                  {m.columns.net}
                </th>
                <th scope="col" data-figure>
                  {m.columns.fee}
                </th>
                <th scope="col" data-figure>
                  {m.columns.credited}
                </th>
              </tr>
            </thead>
            <tbody>
              {s.items.map((item) => (
                <tr key={item.receivableId}>
                  <th scope="row">{item.transactionId}</th>
                  <td>{`${item.installment}/${item.of}`}</td>
                  <td>{formatDate(item.originalDate)}</td>
                  <td data-figure>{item.days}</td>
                  <td data-figure>{formatMoney(item.net)}</td>
                  <td data-figure>{formatMoney(-item.fee)}</td>
                  <td data-figure>{formatMoney(item.credited)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </FigureTable>
      </Details>
    </Card>
  );
}
