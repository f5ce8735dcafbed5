import { Button, formatInteger } from '@painel/ui';
import { useState } from 'react';
import { useMessages } from '../copy/MessagesContext';
import { csvMessages } from './csvMessages';

export interface CsvDownloadButtonProps {
  /** The file's name, e.g. 'transferencias_2026-10-29_a_2026-11-28.csv'. */
  filename: string;
  /** Reads every row of the list as filtered and writes it; over the limit it says how many there are instead. */
  build: () => Promise<{ csv: string; rows: number } | { tooMany: number }>;
  disabled?: boolean;
}

type Outcome = { failed: boolean; text: string } | null;

/**
 * 'Exportar CSV' for a list: the whole filtered set in one file (never a silently cut one), the outcome said in a
 * live region beside the button, a failure in an alert, and one export at a time.
 */
export function CsvDownloadButton({ filename, build, disabled = false }: CsvDownloadButtonProps) {
  const m = useMessages('money', csvMessages).csv;
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const run = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await build();
      if ('tooMany' in result) setOutcome({ failed: true, text: m.tooMany(formatInteger(result.tooMany)) });
      else {
        const { downloadTextFile } = await import('./downloadFile');
        downloadTextFile(filename, result.csv);
        setOutcome({ failed: false, text: m.downloaded(formatInteger(result.rows), filename) });
      }
    } catch {
      setOutcome({ failed: true, text: m.failed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void run()} loading={busy} disabled={disabled || busy}>
        {m.button}
      </Button>
      {outcome?.failed ? <span role="alert">{outcome.text}</span> : <span role="status">{outcome?.text ?? ''}</span>}
    </>
  );
}
