import { type TransactionFilters } from '@painel/api-client';
import { transactionCsvColumnIds } from '@painel/api-client/money';
import { Button, Dialog, RadioGroup, formatInteger } from '@painel/ui';
import { useState } from 'react';
import { useApi } from '../../core/runtime/hooks';
import { ExportOutcome, outcomeOf, type ExportOutcomeState } from '../../core/money/ExportOutcome';
import { exportColumnsOf } from './columns';
import { useMessages } from '../../core/copy/MessagesContext';
import { transactionsMessages } from './messages';

export interface ExportButtonProps {
  filters: TransactionFilters;
  /** The whole filtered set's size (from the list). */
  total: number | null;
  visibleColumnIds: readonly string[];
}

/**
 * Exports the whole filtered set, never a silently cut file: up to 10,000 rows download at once, more become a
 * job under Arquivos. The outcome is said in a live region beside the button.
 */
export function ExportButton({ filters, total, visibleColumnIds }: ExportButtonProps) {
  const m = useMessages('transactions', transactionsMessages).export;
  const api = useApi();
  const [open, setOpen] = useState(false);
  const [which, setWhich] = useState<'visible' | 'all'>('visible');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcomeState>(null);

  const run = async () => {
    setBusy(true);
    try {
      const columns = which === 'all' ? transactionCsvColumnIds : exportColumnsOf(visibleColumnIds);
      const { page: _page, pageSize: _size, ...withoutPage } = filters;
      setOutcome(outcomeOf(await api.exportTransactions(withoutPage, columns), m));
      setOpen(false);
    } catch {
      setOutcome({ kind: 'failed', text: m.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setOutcome(null);
        }}
        title={m.title}
        description={m.description(formatInteger(total ?? 0))}
        trigger={
          <Button variant="secondary" size="sm" disabled={!total}>
            {m.button}
          </Button>
        }
        footer={
          <>
            <Button variant="tertiary" onClick={() => setOpen(false)}>
              {m.cancel}
            </Button>
            <Button onClick={() => void run()} loading={busy} disabled={busy}>
              {m.confirm}
            </Button>
          </>
        }
      >
        <RadioGroup
          label={m.columnsLabel}
          value={which}
          onValueChange={(value) => setWhich(value as 'visible' | 'all')}
          options={[
            { value: 'visible', label: m.visible },
            { value: 'all', label: m.all },
          ]}
        />
        {outcome?.kind === 'failed' && <p role="alert">{outcome.text}</p>}
      </Dialog>
      <ExportOutcome outcome={outcome?.kind === 'failed' ? null : outcome} goToFiles={m.goToFiles} />
    </>
  );
}
