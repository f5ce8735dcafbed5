import type { TransferDetail } from '@painel/api-client';
import { payoutContentsCsv, statementTypeLabels } from '@painel/api-client/money';
import { Button, Card, DateTime, Money } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { downloadTextFile, FigureTable } from '../../core/money';
import { transfersMessages } from './messages';
import { payoutDays, payoutTypeTotals } from './payoutDays';
import { DayToggle, LineDescription, PayoutActions } from './styles';

/** Above this many lines each day starts folded to its total, so the page stays a page. */
const FOLD_FROM_LINES = 20;

/**
 * What an automatic payout contains: the balance after the previous one and every line since, by day with each
 * day's total (folded when there are many), what each kind of line adds up to, and the whole as a CSV.
 */
export function PayoutContents({ transfer }: { transfer: TransferDetail }) {
  const m = useMessages('transfers', transfersMessages).detail;
  const contents = transfer.contents;
  const days = payoutDays(contents?.lines ?? []);
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    (contents?.lines.length ?? 0) > FOLD_FROM_LINES ? new Set() : new Set(days.map((day) => day.date)),
  );
  if (!contents) return null;
  const toggle = (date: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(date)) next.delete(date);
      else next.add(date);
      return next;
    });
  return (
    <Card title={m.contents}>
      <p>{m.contentsIntro}</p>
      <PayoutActions>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => downloadTextFile(m.contentsFile(transfer.id), payoutContentsCsv(contents))}
        >
          {m.contentsCsv}
        </Button>
      </PayoutActions>
      <FigureTable label={m.byKind}>
        <table aria-label={m.byKind}>
          <tbody>
            {payoutTypeTotals(contents.lines).map((kind) => (
              <tr key={kind.type}>
                <th scope="row">
                  {statementTypeLabels[kind.type]} <LineDescription>{m.lineCount(kind.count)}</LineDescription>
                </th>
                <td data-figure>
                  <Money cents={kind.total} highlightNegative />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </FigureTable>
      <FigureTable label={m.byDay}>
        <table aria-label={m.byDay}>
          <tbody>
            <tr>
              <th scope="row">{m.opening}</th>
              <td data-figure>
                <Money cents={contents.openingBalance} />
              </td>
            </tr>
          </tbody>
          {days.map((day) => (
            <tbody key={day.date}>
              <tr data-day>
                <th scope="row">
                  <DayToggle type="button" aria-expanded={open.has(day.date)} onClick={() => toggle(day.date)}>
                    <span aria-hidden="true">{open.has(day.date) ? '▾' : '▸'}</span>{' '}
                    <DateTime value={day.date} show="date" />
                    <LineDescription>{m.lineCount(day.lines.length)}</LineDescription>
                  </DayToggle>
                </th>
                <td data-figure>
                  <Money cents={day.total} highlightNegative />
                </td>
              </tr>
              {open.has(day.date) &&
                day.lines.map((line) => (
                  <tr key={line.id}>
                    <th scope="row">
                      {statementTypeLabels[line.type]}
                      <LineDescription>{line.description}</LineDescription>
                    </th>
                    <td data-figure>
                      <Money cents={line.amount} highlightNegative />
                    </td>
                  </tr>
                ))}
            </tbody>
          ))}
          <tfoot>
            <tr>
              <th scope="row">{m.contentsTotal}</th>
              <td data-figure>
                <Money cents={contents.total} />
              </td>
            </tr>
          </tfoot>
        </table>
      </FigureTable>
    </Card>
  );
}
