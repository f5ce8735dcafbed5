import type { LedgerStatementLine } from '@painel/api-client';
import { statementTypeLabels } from '@painel/api-client/money';
import { DateTime, Money, type DataColumn } from '@painel/ui';
import { PortalLink } from '../../core/links/PortalLink';
import type { bankingActivityMessages } from './messages';

/** Where a line came from: its transaction or its transfer, as a link; else its description alone. */
function Origin({ line }: { line: LedgerStatementLine }) {
  // The description names the id ('Venda TX…', 'Saque automático'), so it is the link's text.
  if (line.transactionId) {
    return (
      <PortalLink to={`/dashboard/transactions/preview/${encodeURIComponent(line.transactionId)}`}>
        {line.description}
      </PortalLink>
    );
  }
  if (line.transferId) {
    return (
      <PortalLink to={`/dashboard/transfers/preview/${encodeURIComponent(line.transferId)}`}>
        {line.description}
      </PortalLink>
    );
  }
  return <>{line.description}</>;
}

/** The statement's columns: entrada/saída in one signed Valor, the fees inside it shown apart, the balances. */
export function statementColumns(m: typeof bankingActivityMessages): DataColumn<LedgerStatementLine>[] {
  const c = m.columns;
  return [
    {
      id: 'date',
      label: c.date,
      cell: (line) => <DateTime value={line.date} show="date" />,
      hideable: false,
      sortable: true,
    },
    { id: 'type', label: c.type, cell: (line) => statementTypeLabels[line.type] },
    { id: 'description', label: c.description, cell: (line) => <Origin line={line} /> },
    {
      id: 'gross',
      label: c.gross,
      align: 'end',
      defaultHidden: true,
      cell: (line) => (line.fees ? <Money cents={line.gross} /> : ''),
    },
    { id: 'fees', label: c.fees, align: 'end', cell: (line) => (line.fees ? <Money cents={-line.fees} /> : '') },
    {
      id: 'amount',
      label: c.amount,
      align: 'end',
      hideable: false,
      cell: (line) => <Money cents={line.amount} highlightNegative />,
    },
    {
      id: 'balanceAfter',
      label: c.balanceAfter,
      align: 'end',
      cell: (line) => <Money cents={line.balanceAfter} highlightNegative />,
    },
    {
      id: 'dayClosing',
      label: c.dayClosing,
      align: 'end',
      cell: (line) =>
        line.dayClosingBalance === undefined ? '' : <Money cents={line.dayClosingBalance} highlightNegative />,
    },
  ];
}
