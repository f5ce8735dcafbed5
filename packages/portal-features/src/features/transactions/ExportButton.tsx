import { type TransactionFilters } from '@painel/api-client';
import { Button } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ExportOutcome, type ExportOutcomeState } from '../../core/money/ExportOutcome';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';
import { transactionsMessages } from './messages';

// The column choice and the export load with the first click on "Exportar CSV".
const ExportDialog = dialogOnDemand(() => import('./ExportDialog').then((module) => module.ExportDialog));

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
  const [outcome, setOutcome] = useState<ExportOutcomeState>(null);
  return (
    <>
      <ExportDialog
        trigger={
          <Button variant="secondary" size="sm" disabled={!total} onClick={() => setOutcome(null)}>
            {m.button}
          </Button>
        }
        filters={filters}
        total={total ?? 0}
        visibleColumnIds={visibleColumnIds}
        onOutcome={setOutcome}
      />
      <ExportOutcome outcome={outcome} goToFiles={m.goToFiles} />
    </>
  );
}
