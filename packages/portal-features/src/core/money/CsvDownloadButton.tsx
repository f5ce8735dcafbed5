import type { ExportResult } from '@painel/api-client';
import { Button } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../copy/MessagesContext';
import { csvMessages } from './csvMessages';
import { ExportOutcome, outcomeOf, type ExportOutcomeState } from './ExportOutcome';

export interface CsvDownloadButtonProps {
  /**
   * Asks the API for the list's whole filtered set (`api.exportList`): a file up to 10,000 rows, beyond that a job
   * whose file is generated in Arquivos.
   */
  run: () => Promise<ExportResult>;
  disabled?: boolean;
}

/**
 * 'Exportar CSV' for a list: the whole filtered set, never a silently cut file (a job in Arquivos beyond 10,000
 * rows), the outcome said in a live region beside the button, a failure in an alert, and one export at a time.
 */
export function CsvDownloadButton({ run, disabled = false }: CsvDownloadButtonProps) {
  const m = useMessages('money', csvMessages).csv;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ExportOutcomeState>(null);
  const start = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome(outcomeOf(await run(), m));
    } catch {
      setOutcome({ kind: 'failed', text: m.failed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void start()} loading={busy} disabled={disabled || busy}>
        {m.button}
      </Button>
      <ExportOutcome outcome={outcome} goToFiles={m.goToFiles} />
    </>
  );
}
