import { type TransactionFilters } from '@painel/api-client';
import { transactionCsvColumnIds } from '@painel/api-client/money';
import { Button, Dialog, RadioGroup, formatInteger } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { outcomeOf, type ExportOutcomeState } from '../../core/money/ExportOutcome';
import type { OnDemandDialogProps } from '../../core/page/dialogOnDemand';
import { useApi } from '../../core/runtime/hooks';
import { exportColumnsOf } from './columns';
import { transactionsMessages } from './messages';

export interface ExportDialogProps extends OnDemandDialogProps {
  filters: TransactionFilters;
  /** The whole filtered set's size (from the list). */
  total: number;
  visibleColumnIds: readonly string[];
  /** What the export ended in, said beside the button once the dialog has closed. */
  onOutcome: (outcome: ExportOutcomeState) => void;
}

/** Which columns, then the export of the whole filtered set; a failure is said in the dialog, which stays open. */
export function ExportDialog({ open, onOpenChange, filters, total, visibleColumnIds, onOutcome }: ExportDialogProps) {
  const m = useMessages('transactions', transactionsMessages).export;
  const api = useApi();
  const [which, setWhich] = useState<'visible' | 'all'>('visible');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const columns = which === 'all' ? transactionCsvColumnIds : exportColumnsOf(visibleColumnIds);
      const { page: _page, pageSize: _size, ...withoutPage } = filters;
      onOutcome(outcomeOf(await api.exportTransactions(withoutPage, columns), m));
      onOpenChange(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={m.description(formatInteger(total))}
      footer={
        <>
          <Button variant="tertiary" onClick={() => onOpenChange(false)}>
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
      {failed && <p role="alert">{m.failed}</p>}
    </Dialog>
  );
}
